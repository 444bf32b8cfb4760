/** Types of infra/trim-source-map.mjs (plain JavaScript, so CDK can run it with `node` after bundling). */
export interface RawSourceMap {
  version: number;
  sources: string[];
  sourcesContent?: (string | null)[];
  names: string[];
  mappings: string;
  file?: string;
  sourceRoot?: string;
}
export declare function ownSources(mapDir: string, root: string): (source: string) => boolean;
export declare function trimMap(map: RawSourceMap, keep: (source: string) => boolean): RawSourceMap;
export declare function trimSourceMapFile(file: string, root: string): void;
