/**
 * Where the CLI writes: machine output on stdout (one JSON document, or NDJSON for streams, with
 * `--json`; a readable rendering without it), human messages on stderr. The API key never goes
 * through here: nothing the CLI prints contains it.
 */
export interface Output {
  readonly json: boolean;
  /** The command's result: a JSON document with `--json`, else `human` (lines on stdout). */
  result(value: unknown, human: () => string): void;
  /** One item of a stream: one NDJSON line with `--json`, else `human`. */
  item(value: unknown, human: () => string): void;
  /** A message for a person (stderr), in both modes. */
  info(message: string): void;
}

/** The output on the process's streams. */
export function processOutput(
  json: boolean,
  streams: { out: NodeJS.WritableStream; err: NodeJS.WritableStream } = { out: process.stdout, err: process.stderr },
): Output {
  return {
    json,
    result(value, human) {
      streams.out.write(json ? `${JSON.stringify(value, null, 2)}\n` : `${human()}\n`);
    },
    item(value, human) {
      streams.out.write(json ? `${JSON.stringify(value)}\n` : `${human()}\n`);
    },
    info(message) {
      streams.err.write(`${message}\n`);
    },
  };
}

/** Columns padded to their widest cell. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)].join('\n');
}
