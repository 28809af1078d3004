// @vitest-environment jsdom

import { useOpenedOnce } from '@app/hooks/use-opened-once';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('useOpenedOnce', () => {
  it('is false until the dialog opens, then stays true when it closes (so it closes with its transition)', () => {
    const { result, rerender } = renderHook(({ opened }) => useOpenedOnce(opened), {
      initialProps: { opened: false },
    });
    expect(result.current).toBe(false);
    rerender({ opened: false });
    expect(result.current).toBe(false);
    rerender({ opened: true });
    expect(result.current).toBe(true);
    rerender({ opened: false });
    expect(result.current).toBe(true);
  });

  it('is true from the start for a dialog mounted open', () => {
    const { result } = renderHook(() => useOpenedOnce(true));
    expect(result.current).toBe(true);
  });
});
