import { prettyJson } from './function-logic';
import './functions.css';

/** JSON shown indented in a block that scrolls both ways inside itself; focusable and named for a keyboard. */
export function JsonBlock({ value, label, text }: { value?: unknown; label: string; text?: string }) {
  return (
    <pre className="fn-json" tabIndex={0} role="region" aria-label={label}>
      {text ?? prettyJson(value)}
    </pre>
  );
}
