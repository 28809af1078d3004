/**
 * Stand-ins for the heavy inputs. Mantine's Select and DateInput each mount a Combobox or Popover: floating-ui's
 * positioning state, a portal target and transitions, which set state in the commit that mounts them and so
 * render every picker twice, at once. A screen with five of them (the entry screens) spent most of its start-up
 * there, on a kitchen tablet a long block before the first tap could be taken.
 *
 * So a picker is first drawn as a plain input of the same look (label, text, placeholder, error, size, chevron,
 * clear button, disabled state, and the select's hidden value beside it). The first time the user reaches it (a
 * tap, a click, the Tab key, or a focus() by the screen) the real control takes its place for good, focused, with
 * its text selected so that typing replaces it; a select then opens its list, as it does when focused.
 */
import { extractStyleProps, InputBase, type InputBaseProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactNode,
  type Ref,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/**
 * Whether the real control is mounted (always, unless `enabled`: then once the user has reached its stand-in),
 * how to say it was reached, and the ref for whichever element is mounted (an input, or a menu's button).
 */
export function useStandIn<T extends HTMLElement = HTMLInputElement>(
  ref: Ref<T> | undefined,
  enabled: boolean,
) {
  const [reached, setReached] = useState(!enabled);
  const element = useRef<T>(null);
  const merged = useMergedRef(element, ref);
  // The real control has just replaced the stand-in the user reached: it takes the focus, and an input's text is
  // selected (a tap, or a fill by a test, then replaces it rather than appending to it).
  const initiallyReached = useRef(reached).current;
  useLayoutEffect(() => {
    if (!reached || initiallyReached) return;
    const el = element.current;
    el?.focus();
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) el.select();
  }, [reached, initiallyReached]);
  return { reached, reach: () => setReached(true), ref: merged };
}

/** The props of the real control that the stand-in draws as well. */
export type StandInLook = Pick<
  InputBaseProps,
  | 'label'
  | 'description'
  | 'error'
  | 'required'
  | 'withAsterisk'
  | 'disabled'
  | 'size'
  | 'radius'
  | 'variant'
  | 'inputWrapperOrder'
  | 'leftSection'
  | 'className'
  | 'style'
> &
  // Not `name`: a select's or date field's name belongs on its hidden input, not on the text shown.
  Pick<ComponentPropsWithoutRef<'input'>, 'placeholder' | 'title' | 'aria-label' | 'aria-describedby'>;

/** The keys of `StandInLook`, to pick them out of the real control's props. */
const LOOK_KEYS = [
  'label',
  'description',
  'error',
  'required',
  'withAsterisk',
  'disabled',
  'size',
  'radius',
  'variant',
  'inputWrapperOrder',
  'leftSection',
  'className',
  'style',
  'placeholder',
  'title',
  'aria-label',
  'aria-describedby',
] as const satisfies readonly (keyof StandInLook)[];

type StandInProps = StandInLook & {
  /** The real control's props: its look (`StandInLook`) and Mantine's style props (w, miw, mt…) are drawn. */
  of: Record<string, unknown>;
  /** The text the real control would show. */
  text: string;
  onReach: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** A select's attributes (a combobox with a list), its chevron and clear button, and its hidden value. */
  select?: { chevron: ReactNode; clear: ReactNode | null; hidden: ReactNode };
  /** Drawn as the real control's wrapping field (wrapping-field.ts): the same whole text, on as many lines. */
  wrapping?: { props: Record<string, unknown>; style: CSSProperties };
};

/**
 * The plain input drawn until the user reaches the field: the look of the real control's props (`of`), with
 * what the caller gives here instead (a default the real control applies itself, such as a size).
 */
export function StandIn({ of, text, onReach, inputRef, select, wrapping, ...given }: StandInProps) {
  const { styleProps } = extractStyleProps(of);
  const look = Object.fromEntries(LOOK_KEYS.map((key) => [key, given[key] ?? of[key]])) as StandInLook;
  const field = (
    <InputBase
      {...styleProps}
      {...look}
      {...wrapping?.props}
      {...(wrapping && { styles: { input: wrapping.style } })}
      ref={inputRef}
      value={text}
      autoComplete="off"
      // Any way in reaches it: a focus (tap, Tab, label, focus() by the screen), a click, a key or a change.
      onFocus={onReach}
      onClick={onReach}
      onKeyDown={onReach}
      onChange={onReach}
      {...(select && {
        role: 'combobox',
        'aria-haspopup': 'listbox' as const,
        'aria-expanded': false,
        __defaultRightSection: select.chevron,
        __clearSection: select.clear,
        __clearable: select.clear !== null,
        rightSectionPointerEvents: 'none' as const,
      })}
    />
  );
  if (!select) return field;
  return (
    <>
      {field}
      {select.hidden}
    </>
  );
}
