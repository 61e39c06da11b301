import type { GetServerSideProps } from 'next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import Seo from '../components/common/Seo';
import { formatDate } from '../lib/format';
import { ROUTES } from '../lib/routes';
import type { PublicReview, RatingSummary } from '../server/reviews/repository';

interface Props {
  reviews: PublicReview[];
  summary: RatingSummary;
}

/** /reviews: published customer reviews from the database, newest first, with the average rating. */
export default function ReviewsPage({ reviews, summary }: Props) {
  return (
    <>
      <Seo
        title="Customer Reviews: Chefs, Decoration & Party Services"
        description={`What customers say about our chefs, decorators and photographers: ${summary.count} reviews, average ${summary.average} out of 5.`}
        path={ROUTES.reviews}
      />
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          Customer Reviews
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3 }}>
          <Rating value={summary.average} precision={0.1} readOnly aria-hidden="true" />
          <Typography>{`${summary.average} out of 5, from ${summary.count} reviews`}</Typography>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {reviews.map((review) => (
            <Card component="li" key={review.id} variant="outlined">
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Rating value={review.rating} readOnly size="small" aria-hidden="true" />
                  <Typography variant="body2" component="span">{`${review.rating} out of 5`}</Typography>
                </Box>
                <Typography component="h2" variant="h3" sx={{ mt: 1 }}>
                  {review.title}
                </Typography>
                <Typography sx={{ my: 1 }}>{review.body}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {review.customerName}, {review.city} · {review.service} · {formatDate(review.reviewedOn)}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ res }) => {
  const [{ getDb }, repository] = await Promise.all([import('../server/db/client'), import('../server/reviews/repository')]);
  const { db } = await getDb();
  const [reviews, summary] = await Promise.all([repository.listPublishedReviews(db), repository.summarizeRatings(db)]);
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=3600');
  return { props: { reviews, summary } };
};
