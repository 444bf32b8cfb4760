/**
 * Reading the owner's CSV export in tests (issue 27): RFC 4180 as functions/lib/domain/books/orders-csv.ts writes it.
 * Every line ends with CRLF. A cell is quoted when it holds a comma, a quote or a line break, and its quotes are
 * doubled. Throws when the text does not end with a whole line.
 */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (quoted || cell !== '' || row.length > 0) throw new Error('The CSV does not end with a whole line (CRLF)');
  return rows;
}

/** Each row after the header, by the header's names. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...body] = csvRows(text);
  return body.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]!])));
}
