/** The old path of `./thread` (a thread's tweets on the simulated network), kept for its importers. */
export * from './thread';
