// @vitest-environment jsdom
import { DEFAULT_PAGE_SIZE } from '@domain/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function load() {
  vi.resetModules();
  return import('@app/lib/settings');
}

beforeEach(() => localStorage.clear());

describe('settings', () => {
  it('defaults to page size 10 and remember-dashboard-group off', async () => {
    const s = await load();
    expect(s.getSettings()).toEqual({ pageSize: DEFAULT_PAGE_SIZE, rememberDashboardGroup: false });
  });

  it('keeps changes in localStorage', async () => {
    const s = await load();
    s.setPageSize(50);
    s.setRememberDashboardGroup(true);
    expect(s.getSettings()).toEqual({ pageSize: 50, rememberDashboardGroup: true });
    const again = await load();
    expect(again.getSettings()).toEqual({ pageSize: 50, rememberDashboardGroup: true });
  });

  it('ignores a stored page size that is not an option', async () => {
    localStorage.setItem('pageSize', '37');
    const s = await load();
    expect(s.getSettings().pageSize).toBe(DEFAULT_PAGE_SIZE);
  });
});
