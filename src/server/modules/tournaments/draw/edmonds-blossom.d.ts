// Types for the untyped CommonJS package edmonds-blossom (a port of Joris van
// Rantwijk's maximum-weight matching, the one networkx uses).
declare module 'edmonds-blossom' {
  /**
   * Maximum-weight matching of a general graph given as [i, j, weight] edges.
   * Returns `mate`, where mate[v] is v's partner or -1; vertices above the
   * largest index in `edges` are absent.
   */
  function blossom(edges: [number, number, number][], maxCardinality?: boolean): number[];
  export = blossom;
}
