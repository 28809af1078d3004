/**
 * Where the decision buttons of an approval sit. On a phone: a bar fixed at the bottom of the screen (above
 * the home indicator: safe-area aware), so the decision is in reach without scrolling; a spacer as tall as
 * the bar ends the page, so the bar never covers its last lines. Wider: a row under the detail.
 */
import { Box, SimpleGrid } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';

export function DecisionBar({ phone, children }: { phone: boolean; children: ReactNode }) {
  const { ref, height } = useElementSize();
  if (!phone)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" maw={{ sm: 640, md: 960 }}>
        {children}
      </SimpleGrid>
    );
  return (
    <>
      <Box aria-hidden h={height + 24} data-testid="decision-bar-spacer" />
      <Box
        component="section"
        aria-label="Decisão"
        data-testid="decision-bar"
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          // Under the app shell's header and sidebar overlay (100), over the page.
          zIndex: 99,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-default-border)',
          boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
          padding:
            '8px max(12px, env(safe-area-inset-right)) calc(8px + env(safe-area-inset-bottom)) max(12px, env(safe-area-inset-left))',
        }}
      >
        <SimpleGrid ref={ref} cols={2} spacing={8} verticalSpacing={8}>
          {children}
        </SimpleGrid>
      </Box>
    </>
  );
}
