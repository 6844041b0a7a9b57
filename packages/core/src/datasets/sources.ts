import sourcesJson from './data/sources.json';
import { SourcesDataset } from './schemas';

const sources = SourcesDataset.parse(sourcesJson);

/** Version of the bundled datasets; stored with every analysis. Changes whenever any generated dataset changes. */
export const DATASET_VERSION: string = sources.version;

/** The attribution lines the app must show (from ../shared/data/SOURCES.md, copied by the generator). */
export const ATTRIBUTIONS: readonly string[] = sources.attributions;

/** The sources table of the data-sources page. */
export const DATA_SOURCES = sources.sources;
