import { runBusContract } from './bus.contract';
import { createBus } from './create-bus';
import { TEST_NATS_URL, deleteNamespacedStreams } from './test-support';

// Two connections stand for two processes (two replicas on one durable).
runBusContract('NATS JetStream', async (namespace) => {
  const a = await createBus({ url: TEST_NATS_URL, namespace });
  const b = await createBus({ url: TEST_NATS_URL, namespace });
  return {
    a,
    b,
    cleanup: async () => {
      await Promise.all([a.close(), b.close()]);
      await deleteNamespacedStreams(TEST_NATS_URL, namespace);
    },
  };
});
