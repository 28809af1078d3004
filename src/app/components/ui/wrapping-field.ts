/**
 * A picker's text that wraps instead of being cut. An <input> keeps its text on one line, so a long chosen name
 * ('1 - Metalúrgica ABC (São Bernardo do Campo)') showed as 'São Bernardo do Cam' on a tablet, where no hover
 * shows a title. The pickers draw a one-row <textarea> instead (Mantine's InputBase is polymorphic, and the
 * Select hands its props to it): it grows a line at a time to show the whole chosen value, or the whole
 * placeholder, breaking only between words. Enter never types a line break: with the list open the Combobox
 * takes it (the option under the cursor); closed, it submits the form as it did in an input.
 */
import { useMergedRef } from '@mantine/hooks';
import { type CSSProperties, type KeyboardEvent, type Ref, useLayoutEffect, useRef } from 'react';

/** The browser sizes a textarea to its content by itself (Chromium 123+); else the effect below does. */
const fieldSizing =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** The input's look in a wrapping field (goes into the control's `styles.input`). */
export const WRAPPING_INPUT_STYLE: CSSProperties = {
  resize: 'none',
  overflow: 'hidden',
  overflowWrap: 'break-word',
  whiteSpace: 'pre-wrap',
  fieldSizing: 'content',
} as CSSProperties;

function onKeyDown(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  // The list is open: the Combobox picks the option (it handles the key after this handler).
  const field = event.currentTarget as HTMLTextAreaElement;
  if (field.getAttribute('aria-expanded') === 'true') return;
  field.form?.requestSubmit();
}

/**
 * The props that make a Mantine input a wrapping field, and its ref. `text` is what it shows (its height is fitted
 * again whenever it changes, and whenever its width does).
 */
export function useWrappingField(
  ref: Ref<HTMLTextAreaElement> | undefined,
  text: string,
  /** Changes when another element takes the field's place (a stand-in replaced by its real control). */
  elementKey?: unknown,
) {
  const element = useRef<HTMLTextAreaElement>(null);
  const merged = useMergedRef(element, ref);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text shown changes the height to fit
  useLayoutEffect(() => {
    const el = element.current;
    if (!el || fieldSizing || typeof ResizeObserver === 'undefined') return;
    const fitHeight = () => {
      el.style.height = 'auto';
      el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
    };
    fitHeight();
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      fitHeight();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [text, elementKey]);
  return {
    ref: merged,
    props: { component: 'textarea' as const, rows: 1, multiline: true, onKeyDown },
  };
}
