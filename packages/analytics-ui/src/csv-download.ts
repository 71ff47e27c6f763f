/**
 * A table of the analytics as a CSV file, built in the page (the contract's `statsCsv` and `statsCsvName`), so the
 * download needs no second request: it works with the website's cookie as with the studio's bearer token.
 */
import { statsCsv, statsCsvName, type NovelStats, type StatsTable } from '@inkshelf/contracts';

/** The file a download of one table gives: its name and its content. */
export function statsCsvFile(stats: NovelStats, table: StatsTable): File {
  return new File([statsCsv(stats, table)], statsCsvName(stats, table), { type: 'text/csv;charset=utf-8' });
}

/** Saves one table as a CSV file through a temporary object URL and a download link. */
export function downloadStatsCsv(stats: NovelStats, table: StatsTable, doc: Document = document): void {
  const file = statsCsvFile(stats, table);
  const url = URL.createObjectURL(file);
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: let it live a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
