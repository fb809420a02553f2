import type { Job } from 'bullmq';
import { jobLogFields } from './job-log.service';

// The worker's one line per finished job: the fields a log search joins with the API's request line.
describe('jobLogFields', () => {
  const job = (over: Partial<Job>): Job => ({ id: '42', name: 'generate', data: { requestId: 'ha-script-0001' }, attemptsMade: 1, processedOn: 1_000, finishedOn: 1_250, ...over }) as Job;

  it('names the queue, the job, the request that enqueued it, the outcome and how long it took', () => {
    expect(jobLogFields('recipe-generation', job({}), 'completed')).toEqual({
      queue: 'recipe-generation', jobId: '42', jobName: 'generate', requestId: 'ha-script-0001', outcome: 'completed', attempt: 1, ms: 250,
    });
  });

  it("says why a job failed, and leaves out what a job enqueued outside a request or never started doesn't have", () => {
    const fields = jobLogFields('notifications', job({ data: { userId: 'u' }, processedOn: undefined }), 'failed', new Error('SMTP indisponible'));
    expect(fields).toMatchObject({ outcome: 'failed', error: 'SMTP indisponible', requestId: undefined, ms: undefined });
    expect(jobLogFields('notifications', undefined, 'failed', new Error('x'))).toMatchObject({ queue: 'notifications', jobId: undefined });
  });
});
