import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_TYPE } from '../../lib/constants';
import type { PartnerJobView } from '../../lib/contracts/partner';
import { formatDate, formatDateTime, formatRupees } from '../../lib/format';
import { jobArea } from './JobCard';

/** A label and its value, one line. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ textAlign: 'right' }}>{children}</Typography>
    </Stack>
  );
}

const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** "4 hours from arrival (3 in the package + 1 extra)", or "3 hours from arrival" without extra hours. */
export function coverageText({ hours, extraHours, totalHours }: NonNullable<PartnerJobView['coverage']>): string {
  const total = `${hoursText(totalHours)} from arrival`;
  return extraHours > 0 ? `${total} (${hours} in the package + ${extraHours} extra)` : total;
}

/**
 * What a job is: date, slot, service, people, a shoot's coverage hours, dishes or package, the bill lines that
 * concern the provider, where, and the customer's name and address from 24 hours before the slot (before then,
 * when they will show). The customer's phone number is never part of a job.
 */
export default function JobFacts({ job }: { job: PartnerJobView }) {
  return (
    <Stack spacing={1.5} data-testid="job-facts">
      <Fact label="Date">{formatDate(job.eventDate)}</Fact>
      <Fact label="Arrival">{job.slot.label}</Fact>
      <Fact label="Status">
        <span data-testid="job-status">{job.statusLabel}</span>
      </Fact>
      {job.people !== null && <Fact label="Guests">{job.people}</Fact>}
      {job.coverage && (
        <Fact label="Coverage">
          <span data-testid="job-coverage">{coverageText(job.coverage)}</span>
        </Fact>
      )}
      <Divider />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {job.orderType === ORDER_TYPE.CHEF ? 'Dishes' : 'Package and items'}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
        {job.items.map((item, i) => (
          <Typography component="li" key={`${item.name}-${i}`}>
            {item.name}
            {item.quantity !== null ? ` × ${item.quantity}` : ''}
          </Typography>
        ))}
      </Stack>
      {job.billLines.length > 0 && (
        <>
          <Divider />
          {job.billLines.map((line, i) => (
            <Fact key={`${line.label}-${i}`} label={line.label}>
              {formatRupees(line.amount)}
            </Fact>
          ))}
        </>
      )}
      <Divider />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Where
      </Typography>
      {job.customer ? (
        <address style={{ fontStyle: 'normal' }} data-testid="job-customer">
          {job.customer.name && <Typography sx={{ fontWeight: 600 }}>{job.customer.name}</Typography>}
          {job.customer.line1 && <Typography>{job.customer.line1}</Typography>}
          {job.customer.landmark && <Typography>{job.customer.landmark}</Typography>}
          <Typography>{jobArea(job)}</Typography>
        </address>
      ) : (
        <>
          <Typography>{jobArea(job)}</Typography>
          <Typography color="text.secondary" variant="body2">
            The customer&apos;s name and full address show from {formatDateTime(job.detailsFrom)}.
          </Typography>
        </>
      )}
      <Typography color="text.secondary" variant="body2">
        Need to reach the customer? Please call our support team.
      </Typography>
      {job.note && (
        <>
          <Divider />
          <Fact label="Customer's note">{job.note}</Fact>
        </>
      )}
    </Stack>
  );
}
