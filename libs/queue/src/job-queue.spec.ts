import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { JobQueue } from './job-queue';
import { QueueName } from './queue-names';

const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const connection = { host: redisUrl.hostname, port: Number(redisUrl.port || 6379), maxRetriesPerRequest: null };

// A BullMQ worker in another process, as in production: its completions land between any two
// Redis reads of the API (in one process they rarely can, the event loop serialises them).
const WORKER = `
const { Worker } = require(${JSON.stringify(require.resolve('bullmq'))});
const [name, prefix, host, port] = process.argv.slice(2);
const worker = new Worker(name, async (job) => ({ title: 'Recette ' + job.id }), { prefix, concurrency: 16, connection: { host, port: Number(port), maxRetriesPerRequest: null } });
worker.waitUntilReady().then(() => process.send('ready'));
process.on('message', () => worker.close().then(() => process.exit(0)));
`;

describe('JobQueue.jobWithState against a worker in another process', () => {
  const prefix = `${process.env.REDIS_PREFIX ?? 'mijote-test'}:jobstate-${process.pid}`;
  let queue: Queue;
  let child: ChildProcess;
  const script = join(tmpdir(), `mijote-jobstate-worker-${process.pid}.js`);

  beforeAll(async () => {
    queue = new Queue(QueueName.RecipeGeneration, { connection, prefix });
    writeFileSync(script, WORKER);
    child = fork(script, [QueueName.RecipeGeneration, prefix, connection.host, String(connection.port)], { stdio: 'ignore' });
    await once(child, 'message');
  });
  afterAll(async () => {
    child.send('stop');
    await once(child, 'exit');
    await queue.obliterate({ force: true });
    await queue.close();
    rmSync(script, { force: true });
  });

  // Read the other way round (the job, then its state) 350 to 450 of these 600 reads failed.
  it("never gives 'completed' without the job's result, read however soon", async () => {
    const jobs = new JobQueue({ [QueueName.RecipeGeneration]: queue } as unknown as ConstructorParameters<typeof JobQueue>[0]);
    let completedReads = 0;
    const withoutResult: string[] = [];
    const pollUntilDone = async (id: string) => {
      for (let i = 0; i < 2000; i++) {
        const found = await jobs.jobWithState(QueueName.RecipeGeneration, id);
        if (found?.state === 'completed') {
          completedReads++;
          if (!found.job.returnvalue) withoutResult.push(id);
          return;
        }
      }
      throw new Error(`job ${id} never completed`);
    };
    const payload = { userId: 'u', householdId: 'h', dishType: 'plat' as const, mode: 'preferences' as const, exclude: [], regenerate: false };
    await Promise.all(
      Array.from({ length: 300 }, async () => {
        const job = await jobs.enqueue(QueueName.RecipeGeneration, payload);
        await Promise.all([pollUntilDone(job.id!), pollUntilDone(job.id!)]);
      }),
    );
    expect(completedReads).toBe(600);
    expect(withoutResult).toEqual([]);
  });
});
