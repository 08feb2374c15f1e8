// The blossom wrapper against brute force: the least-cost perfect matching of
// small complete graphs with random integer costs, including ties and big costs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CostEdge, minCostPerfectMatching } from './max-weight-matching.ts';

function bruteForce(n: number, cost: (a: number, b: number) => number): number {
  let best = Number.POSITIVE_INFINITY;
  const walk = (rest: number[], sum: number) => {
    if (rest.length === 0) {
      best = Math.min(best, sum);
      return;
    }
    const [first, ...others] = rest as [number, ...number[]];
    others.forEach((other, i) => {
      walk([...others.slice(0, i), ...others.slice(i + 1)], sum + cost(first, other));
    });
  };
  walk([...Array(n).keys()], 0);
  return best;
}

describe('minCostPerfectMatching', () => {
  it('matches brute force on complete graphs of up to 10 vertices', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 4, 6, 8, 10),
        fc.array(fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 ** 40 })), {
          minLength: 45,
          maxLength: 45,
        }),
        (n, values) => {
          const edges: CostEdge[] = [];
          const costOf = new Map<string, number>();
          let k = 0;
          for (let a = 0; a < n; a++) {
            for (let b = a + 1; b < n; b++) {
              const cost = values[k++] as number;
              edges.push({ a, b, cost });
              costOf.set(`${a}-${b}`, cost);
            }
          }
          const mate = minCostPerfectMatching(n, edges);
          let total = 0;
          mate.forEach((partner, v) => {
            expect(mate[partner]).toBe(v);
            if (v < partner) total += costOf.get(`${v}-${partner}`) as number;
          });
          expect(total).toBe(bruteForce(n, (a, b) => costOf.get(`${Math.min(a, b)}-${Math.max(a, b)}`) as number));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('says so when no perfect matching exists', () => {
    expect(() => minCostPerfectMatching(4, [{ a: 0, b: 1, cost: 0 }])).toThrow(/no perfect matching/);
  });
});
