// A typed door to edmonds-blossom: the minimum-cost perfect matching the
// two-team draw needs, asked of a maximum-weight matching with maximum
// cardinality. The blossom algorithm is exact only for integer weights (its
// duals are half-integers), so costs must be safe integers.
import blossom from 'edmonds-blossom';

export interface CostEdge {
  a: number;
  b: number;
  cost: number;
}

/**
 * The perfect matching of vertices 0..n-1 over `edges` with the least total
 * cost, as mate[v]; throws if none exists. Costs are non-negative integers.
 */
export function minCostPerfectMatching(n: number, edges: readonly CostEdge[]): number[] {
  if (n === 0) return [];
  let maxCost = 0;
  for (const edge of edges) {
    if (!Number.isSafeInteger(edge.cost) || edge.cost < 0)
      throw new Error(`matching cost must be a non-negative safe integer: ${edge.cost}`);
    if (edge.cost > maxCost) maxCost = edge.cost;
  }
  // With maximum cardinality every answer is perfect, so maximising Σ(ceiling − cost) minimises Σ cost.
  const ceiling = maxCost + 1;
  const mate = blossom(
    edges.map((edge) => [edge.a, edge.b, ceiling - edge.cost]),
    true,
  );
  const result: number[] = [];
  for (let v = 0; v < n; v++) {
    const partner = mate[v] ?? -1;
    if (partner < 0) throw new Error(`no perfect matching: vertex ${v} is unmatched`);
    result.push(partner);
  }
  return result;
}
