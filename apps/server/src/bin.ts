#!/usr/bin/env node
import { runCli } from './cli/program.js';

// pnpm runs root scripts from the workspace root; INIT_CWD is where the user typed the command.
const cwd = process.env.INIT_CWD ?? process.cwd();
const code = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd,
});
process.exitCode = code;
