/**
 * What a file parser hands the engine: the header once, then each data line with its number in the file
 * (the header is line 1; in JSON, item n of the list is line n + 1, as if the list were a sheet with a header).
 * `problems` are errors the parser found in the line itself (a JSON item that is not an object, unknown keys).
 */
export type SourceItem =
  | { kind: 'header'; names: string[] }
  | { kind: 'row'; linha: number; cells: string[]; problems?: { coluna: string; mensagem: string }[] };

/** A failure reading the file itself (bad quotes, a broken XLSX): reported as an error of the line. */
export class FileReadError extends Error {
  constructor(
    message: string,
    readonly linha: number,
  ) {
    super(message);
    this.name = 'FileReadError';
  }
}
