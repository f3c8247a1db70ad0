#!/usr/bin/env node
// Records live exchanges with a lab service: node record.mjs FOLDER BASE_URL
// Each FOLDER/exchanges/*.request.txt (head lines, blank line, body; written by hand) gets its head's line ends
// made CR LF, its Host and Content-Length set for BASE_URL, is sent byte for byte over a socket, and the
// answer is saved beside it as *.response.txt, as the server sent it.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";

const [folder, base] = process.argv.slice(2);
const url = new URL(base);
const dir = join(folder, "exchanges");

function prepare(text) {
  const split = text.search(/\r?\n\r?\n/);
  const head = text.slice(0, split).split(/\r?\n/);
  const body = Buffer.from(text.slice(split).replace(/^\r?\n\r?\n/, ""), "utf8");
  const lines = head.filter((l) => !/^(Host|Content-Length):/i.test(l));
  const [start, ...rest] = lines;
  const headers = [`Host: ${url.host}`, ...rest];
  if (!start.startsWith("GET ")) headers.push(`Content-Length: ${body.length}`);
  return Buffer.concat([Buffer.from(`${[start, ...headers].join("\r\n")}\r\n\r\n`, "latin1"), body]);
}

function send(bytes) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = connect(Number(url.port), url.hostname, () => socket.end(bytes));
    socket.on("data", (c) => chunks.push(c));
    socket.on("end", () => resolve(Buffer.concat(chunks)));
    socket.on("error", reject);
    socket.setTimeout(10000, () => socket.destroy(new Error("timeout")));
  });
}

for (const file of readdirSync(dir).filter((f) => f.endsWith(".request.txt")).sort()) {
  const request = prepare(readFileSync(join(dir, file), "utf8"));
  writeFileSync(join(dir, file), request);
  const response = await send(request);
  writeFileSync(join(dir, file.replace(".request.txt", ".response.txt")), response);
  console.log(file, response.toString("latin1").split("\r\n")[0]);
}
