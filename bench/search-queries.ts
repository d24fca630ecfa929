import path from 'node:path';
import Database from 'better-sqlite3';

export interface SearchQuery {
  readonly businessName: string;
  readonly zipCode: string;
}

/**
 * What users would type: the first word of a directory company's name (at least 3 letters),
 * or its first two words, with its ZIP Code, for `count` companies spread over the directory.
 */
export const searchQueries = (dataDir: string, count: number): SearchQuery[] => {
  const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true });
  try {
    const total = db.prepare('SELECT MAX(rowid) FROM gad_directory').pluck().get();
    const step = Math.max(1, Math.floor(Number(total) / count));
    const rows = db
      .prepare('SELECT business_name, zip_code FROM gad_directory WHERE rowid % ? = 0 LIMIT ?')
      .all(step, count) as { business_name: string; zip_code: string }[];
    return rows.map((row, index) => {
      const words = row.business_name.split(/\s+/).filter((word) => word.length >= 3);
      const typed = index % 2 === 0 ? words.slice(0, 1) : words.slice(0, 2);
      return { businessName: typed.join(' ') || row.business_name, zipCode: row.zip_code };
    });
  } finally {
    db.close();
  }
};
