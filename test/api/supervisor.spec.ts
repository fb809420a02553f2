// `npm start`'s supervisor: a child that crashes is started again after a pause that doubles at
// each quick crash, and the others keep running (before, one crash stopped the whole app).
// scripts/ is plain ESM JavaScript; Jest compiles it like the ESM packages it loads.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Supervisor } = require('../../scripts/lib/processes.mjs') as {
  Supervisor: new (options: { onUnexpectedExit?: (name: string, code: number | null, signal: string | null, pause?: number) => void; sink?: (name: string, line: string) => void }) => {
    spawn(name: string, command: string, args: string[], options?: { restart?: boolean }): unknown;
    isRunning(name: string): boolean;
    stopAll(timeoutMs?: number): Promise<void>;
  };
};

describe('the supervisor of npm start', () => {
  it('restarts a crashed child with a doubling pause and leaves the others running', async () => {
    const exits: { name: string; pause?: number }[] = [];
    const lines: string[] = [];
    const supervisor = new Supervisor({ onUnexpectedExit: (name, _code, _signal, pause) => exits.push({ name, pause }), sink: (_name, line) => lines.push(line) });
    try {
      supervisor.spawn('api', process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { restart: true });
      supervisor.spawn('worker', process.execPath, ['-e', 'console.log("started"); setTimeout(() => process.exit(1), 100)'], { restart: true });
      const deadline = Date.now() + 6_000;
      while (exits.filter((e) => e.name === 'worker').length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const crashes = exits.filter((e) => e.name === 'worker');
      // Crashed, restarted after 1 s, crashed again: the next pause is 2 s.
      expect(crashes.map((e) => e.pause)).toEqual([1000, 2000]);
      expect(lines.filter((l) => l === 'started').length).toBe(2);
      expect(supervisor.isRunning('api')).toBe(true);
      expect(exits.some((e) => e.name === 'api')).toBe(false);
    } finally {
      await supervisor.stopAll(2_000);
    }
    expect(supervisor.isRunning('api')).toBe(false);
  });
});
