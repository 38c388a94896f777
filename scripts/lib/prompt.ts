import readline from "node:readline";

/** Asks a question in the terminal without echoing what is typed. */
export function readHiddenLine(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    process.stdout.write(question);
    output._writeToOutput = () => {};
    rl.question("", (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

/**
 * The first line of standard input that is not a terminal (a pipe or a file), without its line
 * ending: `printf '%s\n' "$PASSWORD" | npm run admin -- create …`. Empty when there is none.
 */
export async function readPipedLine(): Promise<string> {
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}
