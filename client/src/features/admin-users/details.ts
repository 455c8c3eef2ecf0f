/**
 * An activity row's details object as one short line: "roles: teacher, student · points: 50".
 * Nested values are written as JSON; the row keeps the full object in a title for hovering.
 */
export function detailsLine(details: Record<string, unknown> | null | undefined): string {
  return Object.entries(details ?? {})
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.map(String).join(', ') : v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}
