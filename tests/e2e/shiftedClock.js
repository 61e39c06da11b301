'use strict';
/**
 * Test-only preload of a production server under test (`NODE_OPTIONS=--require …/shiftedClock.js`; never loaded by
 * the product): the server's clock starts `E2E_CLOCK_OFFSET_MS` milliseconds away from the real one (negative: in
 * the past), and SIGUSR2 sets it back to the real time, writing `SHIFTED_CLOCK_BACK` to stdout once it has; or, when
 * the file `E2E_CLOCK_FILE` exists, to that file's offset (milliseconds; the file is then removed), writing
 * `SHIFTED_CLOCK_MOVED n` (n counts the moves), so a scene can also move its clock forward, e.g. to a slot's start.
 * (SIGUSR1 is Node's own: it opens the inspector.)
 *
 * Why: a chef order is booked at least 24 hours before its slot, and its provider starts it only from 2 hours
 * before (statuses follow the clock). tests/e2e/opsScene.e2e.ts books and pays an order through
 * the server's own routes "days ago" on the shifted clock, then brings the clock back to today, when the slot is due,
 * with no clock override in the product and nothing written to its database from outside.
 */
const RealDate = Date;
let offset = Number(process.env.E2E_CLOCK_OFFSET_MS || '0');

/** `Date` with "now" shifted by `offset`; any other construction is the real Date's (subclasses keep working). */
function ShiftedDate(...args) {
  if (!new.target) return new RealDate(RealDate.now() + offset).toString();
  return Reflect.construct(RealDate, args.length === 0 ? [RealDate.now() + offset] : args, new.target);
}
ShiftedDate.prototype = RealDate.prototype;
ShiftedDate.now = () => RealDate.now() + offset;
ShiftedDate.parse = RealDate.parse;
ShiftedDate.UTC = RealDate.UTC;
// dates Node made with its own Date (file times, …) are still Dates
Object.defineProperty(ShiftedDate, Symbol.hasInstance, { value: (value) => value instanceof RealDate });
globalThis.Date = ShiftedDate;

const fs = process.getBuiltinModule('node:fs');
let moves = 0;
process.on('SIGUSR2', () => {
  const file = process.env.E2E_CLOCK_FILE;
  if (file && fs.existsSync(file)) {
    offset = Number(fs.readFileSync(file, 'utf8'));
    fs.rmSync(file);
    moves += 1;
    process.stdout.write(`SHIFTED_CLOCK_MOVED ${moves}\n`);
    return;
  }
  offset = 0;
  process.stdout.write('SHIFTED_CLOCK_BACK\n');
});
