import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Tables only where there is room for them (from the lg breakpoint; the sidebar takes 400px from md);
 * below that, cards. Read synchronously so a phone never renders the table first.
 */
export function useWideLayout(): boolean {
  const { breakpoints } = useMantineTheme();
  return useMediaQuery(`(min-width: ${breakpoints.lg})`, false, { getInitialValueInEffect: false });
}

/** Phones: full-screen dialogs and full-width actions. */
export function usePhoneLayout(): boolean {
  const { breakpoints } = useMantineTheme();
  return useMediaQuery(`(max-width: ${breakpoints.sm})`, true, { getInitialValueInEffect: false });
}

/** From the md breakpoint the sidebar sits beside the page; below it, it is an overlay opened by the burger. */
export function useSidebarBesidePage(): boolean {
  const { breakpoints } = useMantineTheme();
  return useMediaQuery(`(min-width: ${breakpoints.md})`, true, { getInitialValueInEffect: false });
}

/**
 * From the xl breakpoint (1408 px) there is room for the 400 px sidebar beside a full screen: it starts open.
 * Below that (a 1280 px tablet, a laptop) it starts collapsed, so the screen keeps its width.
 */
export function useRoomForSidebar(): boolean {
  const { breakpoints } = useMantineTheme();
  return useMediaQuery(`(min-width: ${breakpoints.xl})`, true, { getInitialValueInEffect: false });
}
