// A reviewer's scores beside the member's own: each criterion of the rubric
// with both ratings and what the level means, the totals, and the reviewer's
// comment (plain text, shown as written).
import type { RubricRatings } from '#shared/training/contract.ts';
import type { Review, ReviewRubric } from '#shared/training/review.ts';

interface Side {
  ratings: RubricRatings;
  score: number;
  max: number;
}

function Level({ rubricLevels, value }: { rubricLevels: readonly string[]; value: number | undefined }) {
  if (value === undefined) return <span className="text-slate-600">Not rated</span>;
  return (
    <span>
      <span className="font-semibold">{value}</span> · {rubricLevels[value] ?? ''}
    </span>
  );
}

export function ReviewScores({
  rubric,
  review,
  reviewerName,
  self,
}: {
  rubric: ReviewRubric;
  review: Review;
  reviewerName: string;
  /** The member's own ratings on the same rubric; null when they gave none. */
  self: Side | null;
}) {
  return (
    <div className="space-y-4">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {rubric.label}: {self ? 'your ratings beside the reviewer’s' : 'the reviewer’s ratings'}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Criterion
            </th>
            {self ? (
              <th scope="col" className="py-2 pr-3 font-semibold">
                Your rating
              </th>
            ) : null}
            <th scope="col" className="py-2 font-semibold">
              {reviewerName}’s rating
            </th>
          </tr>
        </thead>
        <tbody>
          {rubric.criteria.map((criterion) => (
            <tr key={criterion.id} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                {criterion.label} <span className="font-normal text-slate-600">(× {criterion.weight})</span>
              </th>
              {self ? (
                <td className="py-2 pr-3">
                  <Level rubricLevels={criterion.levels} value={self.ratings[criterion.id]} />
                </td>
              ) : null}
              <td className="py-2">
                <Level rubricLevels={criterion.levels} value={review.ratings[criterion.id]} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold text-slate-900">
            <th scope="row" className="py-2 pr-3">
              Score
            </th>
            {self ? (
              <td className="py-2 pr-3" data-testid="self-score">
                {self.score} of {self.max}
              </td>
            ) : null}
            <td className="py-2" data-testid="review-score">
              {review.score} of {review.max}
            </td>
          </tr>
        </tfoot>
      </table>
      <div>
        <h4 className="font-semibold text-slate-900">{reviewerName}’s comment</h4>
        <p className="mt-1 whitespace-pre-line text-slate-800">{review.comment}</p>
      </div>
    </div>
  );
}
