/**
 * The Node.js server's start-up (instrumentation.ts imports this only in the Node.js runtime, so the Edge
 * compile of instrumentation never sees process.exit or the database): checks the configuration (a
 * production server refuses to start without an explicit `SMS_PROVIDER` or a `JWT_SECRET`, naming the variable),
 * then opens the database so migrations (and the seed of an empty database) are applied before the first request,
 * and starts this instance's job worker (JOBS_ENABLED, every JOBS_POLL_MS).
 */
export async function registerNode(): Promise<void> {
  const { assertStartupReady } = await import('./server/app/startup');
  try {
    assertStartupReady();
  } catch (error) {
    // Not serving is the point: a server that starts anyway would fail at the first login instead.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const [{ openAppDatabase }, { getDb }] = await Promise.all([import('./server/app/database'), import('./server/db/client')]);
  const handle = await openAppDatabase();
  // cache purges published by any instance (an invite's share page after a change) leave this instance's shared cache too
  if (handle.listen) {
    const [{ listenForCachePurges, purgeLocalPath }, { forgetShareViewOfPath }] = await Promise.all([
      import('./server/realtime/cachePurge'),
      import('./server/events/shareViewCache'),
    ]);
    await listenForCachePurges(handle, (path) => {
      purgeLocalPath(path);
      forgetShareViewOfPath(path);
    });
  }
  // this instance takes its share of the durable jobs (payment reconciler, expiries, refunds, notifications)
  const { getConfig } = await import('./server/config');
  const config = getConfig();
  if (config.JOBS_ENABLED === '1') {
    const [{ startJobWorker }, { appJobHandlers }, { scheduleMaintenance }, { scheduleChatRetention }, { schedulePayoutRun }] =
      await Promise.all([
        import('./server/jobs/worker'),
        import('./server/app/jobHandlers'),
        import('./server/app/maintenance'),
        import('./server/chat/jobs'),
        import('./server/earnings'),
      ]);
    // the hourly clean-up job (one across instances, by its dedupe key)
    await scheduleMaintenance((await getDb()).db);
    // the daily chat retention job (one across instances, by its dedupe key)
    await scheduleChatRetention((await getDb()).db);
    // the weekly provider payout run, Monday 10:00 IST (one across instances, by its dedupe key)
    await schedulePayoutRun((await getDb()).db);
    startJobWorker(async () => (await getDb()).db, appJobHandlers(), config.JOBS_POLL_MS);
  }
}
