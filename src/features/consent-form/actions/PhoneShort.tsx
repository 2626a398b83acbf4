/**
 * Words a phone's bar shows short (docs/behaviour.md#the-bar): up to the first ': ' or ' (', with
 * the full stop. The whole words are read, and shown from a tablet up; the short line is for the
 * eye only, so a screen reader hears every word once.
 */
import { PhoneOnly, WideOnly } from './DetailsBar.styles';

const breakAt = (text: string) => {
  const at = [text.indexOf(': '), text.indexOf(' (')].filter((i) => i > 0);
  return at.length > 0 ? Math.min(...at) : -1;
};

/** `headline`: the phone's line where the words name none of their own. */
export function PhoneShort({ text, headline }: { text: string; headline?: string }) {
  const at = breakAt(text);
  if (at < 0 && headline === undefined) return text;
  return (
    <>
      <WideOnly>{text}</WideOnly>
      <PhoneOnly aria-hidden="true">
        {headline ?? `${text.slice(0, at)}${text.endsWith('.') ? '.' : ''}`}
      </PhoneOnly>
    </>
  );
}
