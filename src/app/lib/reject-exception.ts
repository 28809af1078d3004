/** A response carrying `exception` rejects the load with its text (spec §8); any other is returned as is. */
export function rejectException<T extends { exception?: string | null } | null | undefined>(data: T): T {
  if (data?.exception) throw new Error(data.exception);
  return data;
}
