import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useOpsOrderDocumentsQuery } from '../../../store/console/taxDocumentsApi';
import TaxDocumentList from '../../taxdocs/TaxDocumentList';

/**
 * The console order page's "Tax documents": each GST document of the order with its PDF (every download is audited).
 * Read on each mount: the order page mounts it again when the order's status moves (a completion issues the invoice).
 */
export default function OrderTaxDocuments({ orderId }: { orderId: string }) {
  const query = useOpsOrderDocumentsQuery(orderId, { refetchOnMountOrArgChange: true });
  const documents = query.data?.documents ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Tax documents
      </Typography>
      {query.isError ? (
        <Typography color="error">The tax documents could not be read.</Typography>
      ) : documents.length === 0 ? (
        <Typography color="text.secondary">{query.isLoading ? 'Loading…' : 'None issued yet.'}</Typography>
      ) : (
        <TaxDocumentList documents={documents} withPage={false} />
      )}
    </Paper>
  );
}
