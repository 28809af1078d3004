/**
 * User settings (spec §2 Settings, §9): default page size and remember-dashboard-group, kept in localStorage.
 * Shared by every feature; read with useSettings() (React) or getSettings().
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@domain/constants';
import { useSyncExternalStore } from 'react';

export type PageSize = (typeof PAGE_SIZES)[number];

interface Settings {
  pageSize: PageSize;
  rememberDashboardGroup: boolean;
}

const SETTINGS_KEYS = {
  pageSize: 'pageSize',
  rememberDashboardGroup: 'rememberDashboardGroup',
} as const;

const DEFAULT_SETTINGS: Settings = {
  pageSize: DEFAULT_PAGE_SIZE as PageSize,
  rememberDashboardGroup: false,
};

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the value lives only in memory
  }
}

function load(): Settings {
  const size = Number(read(SETTINGS_KEYS.pageSize));
  return {
    pageSize: (PAGE_SIZES as readonly number[]).includes(size)
      ? (size as PageSize)
      : DEFAULT_SETTINGS.pageSize,
    rememberDashboardGroup: read(SETTINGS_KEYS.rememberDashboardGroup) === 'true',
  };
}

let current: Settings | null = null;
const listeners = new Set<() => void>();

export function getSettings(): Settings {
  current ??= load();
  return current;
}

function emit(next: Settings): void {
  current = next;
  for (const l of listeners) l();
}

export function setPageSize(pageSize: PageSize): void {
  write(SETTINGS_KEYS.pageSize, String(pageSize));
  emit({ ...getSettings(), pageSize });
}

export function setRememberDashboardGroup(rememberDashboardGroup: boolean): void {
  write(SETTINGS_KEYS.rememberDashboardGroup, String(rememberDashboardGroup));
  emit({ ...getSettings(), rememberDashboardGroup });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || Object.values(SETTINGS_KEYS).includes(e.key as never)) emit(load());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSettings(): Settings & {
  setPageSize: typeof setPageSize;
  setRememberDashboardGroup: typeof setRememberDashboardGroup;
} {
  const settings = useSyncExternalStore(subscribe, getSettings, getSettings);
  return { ...settings, setPageSize, setRememberDashboardGroup };
}
