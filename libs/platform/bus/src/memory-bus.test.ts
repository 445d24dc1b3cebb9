import { runBusContract } from './bus.contract';
import { createBus } from './create-bus';

// One process: "two workers" are two subscriptions on the same in-process bus.
runBusContract('in-process', async (namespace) => {
  const bus = await createBus({ namespace });
  return { a: bus, b: bus, cleanup: () => bus.close() };
});
