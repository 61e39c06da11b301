import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One section of the customer record: a heading, and a table of `rows` (each a key and its cells) or `empty`. */
export default function RecordTable({
  title,
  headings,
  rows,
  empty,
  note,
}: {
  title: string;
  headings: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
  note?: string;
}) {
  const id = `record-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2">
        {title} ({rows.length})
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {empty}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {headings.map((heading) => (
                  <TableCell key={heading}>{heading}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, index) => (
                    <TableCell key={index}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
