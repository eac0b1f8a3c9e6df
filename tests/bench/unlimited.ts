import type { Config } from '../../server/src/config.js';

/**
 * The bench's product servers (load, race): one load generator on 127.0.0.1 stands for many users, so no per-IP
 * limit; a few bench customers book whole slots over and over, so no per-account hoarding caps either.
 */
export const BENCH_WITHOUT_LIMITS: Pick<Config, 'apiRateLimit' | 'graphqlRateLimit' | 'bookingLimits'> = {
  apiRateLimit: { windowSeconds: 60, perIp: 1_000_000_000, perPartnerKey: 1_000_000_000 },
  graphqlRateLimit: {
    windowSeconds: 60,
    perIp: 1_000_000_000,
    perIpWrites: 1_000_000_000,
    perAccount: 1_000_000_000,
    perAccountWrites: 1_000_000_000,
  },
  bookingLimits: {
    seatsPerSlot: 0,
    openCartBookings: 0,
    pendingPayments: 0,
    createdPerHour: 0,
    foreignAttendeeOrdersPerDay: 0,
  },
};
