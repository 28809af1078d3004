/** What a Mantine select (a list-of-values picker) holds, read from the page. */
import type { Locator } from 'playwright';

/**
 * The value the select committed: its hidden input, the sibling of the field's wrapper ('' when none), or null
 * when the field is not laid out that way. The text in the field is no proof of a choice: a search typed there,
 * or an option tap the list swallowed while it re-rendered, leaves text with no value behind it.
 */
export function committedValue(input: Locator): Promise<string | null> {
  return input.evaluate((el) => {
    const hidden = el.closest('.mantine-InputWrapper-root')?.nextElementSibling;
    return hidden instanceof HTMLInputElement && hidden.type === 'hidden' ? hidden.value : null;
  });
}

/** Whether the field shows a choice: text (containing `text`, when given) and, where it has one, a committed value. */
export async function holdsChoice(input: Locator, text?: string): Promise<boolean> {
  const shown = await input.inputValue();
  if (text === undefined ? shown === '' : !shown.includes(text)) return false;
  return (await committedValue(input)) !== '';
}

/** The field's text and committed value, for a failure message. */
export async function describeChoice(input: Locator): Promise<string> {
  return `texto ${JSON.stringify(await input.inputValue())}, valor ${JSON.stringify(await committedValue(input))}`;
}
