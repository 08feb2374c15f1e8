// How the boards rank, in plain words, next to the boards themselves: what
// "μ ± σ" means, where newcomers start, why the order uses μ − 3σ, when a
// rating stops being provisional and which debates count (docs/judging.md).
import { formatRating, JUDGE_FEEDBACK_MIN_RESPONSES, RATING_PROVISIONAL_DEBATES, RATING_START } from '../../lib/rating-text.ts';

export function RatingExplainer() {
  return (
    <section aria-labelledby="how-rankings-work" className="mt-12 max-w-3xl">
      <h2 id="how-rankings-work" className="text-lg font-semibold text-slate-900">
        How the rankings work
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
        <p data-testid="rating-explainer">
          A debater’s rating reads <strong>μ ± σ</strong>: μ is the best estimate of their skill and σ how uncertain it still is.
          New debaters start at {formatRating(RATING_START)}. Debaters are ranked by the conservative estimate μ − 3σ, so a place
          on the board is earned over several debates, not one lucky round. A rating is marked <strong>Provisional</strong> until{' '}
          {RATING_PROVISIONAL_DEBATES} rated debates. Only competitive debates with a confirmed result count; quick and practice
          rounds never change a rating.
        </p>
        <p>
          Judges are ranked by the ballots they have submitted. Calibration (0–100) says how closely their ballots matched the
          panel’s decision. A feedback average from speakers is shown once a judge has {JUDGE_FEEDBACK_MIN_RESPONSES} responses.
          Clubs are ranked by their rated members’ average conservative estimate.
        </p>
      </div>
    </section>
  );
}
