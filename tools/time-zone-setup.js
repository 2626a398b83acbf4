// Setup of the unit-tz-* Vitest projects: the project's `env.TZ` is assigned again here, before
// any test module runs, because Node re-reads its zone when process.env.TZ is assigned. A zone
// that did not take (the project would then rerun the UTC case) fails loudly.
const zone = process.env.TZ;
process.env.TZ = zone;
const january = new Date(Date.UTC(2026, 0, 15, 12)).getTimezoneOffset();
const july = new Date(Date.UTC(2026, 6, 15, 12)).getTimezoneOffset();
if (!zone || (january === 0 && july === 0)) {
  throw new Error(`time-zone project expected a zone off UTC, got TZ=${zone}`);
}
