#!/usr/bin/env node
// Records the WCF reference service (WcfTracking.cs) running under the lab:
//   node record.mjs metadata BASE_URL          saves ?wsdl and every document it imports from the same server into
//                                              metadata/ (index.tsv: query -> file)
//   node record.mjs exchanges BASE_URL [PREFIX] sends each requests/*.request.txt (head lines, blank line, body;
//                                              written by hand) and saves the answer as responses/*.response.txt
// As test/reference/lab/record.mjs: a request's head gets CR LF line ends, Host and Content-Length for BASE_URL,
// is sent byte for byte over a socket, and the answer is saved as the server sent it. Tests never run this.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// `--dir FOLDER` first (or RECORD_DIR): record another service's folder (metadata/, requests/, responses/ under
// it), as the construct folders beside this file (enum-namespaces/, ports/, uri-qname/, xml-serializer/) were.
const args = process.argv.slice(2);
const here =
  args[0] === "--dir" ? resolve(args.splice(0, 2)[1]) : (process.env.RECORD_DIR ?? dirname(fileURLToPath(import.meta.url)));
const [mode, base, only] = args;
const url = new URL(base);

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
    const socket = connect(Number(url.port), url.hostname, () => socket.write(bytes));
    socket.on("data", (c) => {
      chunks.push(c);
      const all = Buffer.concat(chunks);
      const end = all.indexOf("\r\n\r\n");
      if (end < 0) return;
      const head = all.subarray(0, end).toString("latin1");
      const length = /\r\nContent-Length: *(\d+)/i.exec(head);
      if (length && all.length >= end + 4 + Number(length[1])) socket.end();
    });
    socket.on("end", () => resolve(Buffer.concat(chunks)));
    socket.on("close", () => resolve(Buffer.concat(chunks)));
    socket.on("error", reject);
    socket.setTimeout(15000, () => socket.end());
  });
}

if (mode === "metadata") {
  const out = join(here, "metadata");
  mkdirSync(out, { recursive: true });
  const seen = new Set();
  const queue = [`${base}?wsdl`];
  const rows = [];
  while (queue.length) {
    const next = queue.shift();
    if (seen.has(next)) continue;
    seen.add(next);
    const u = new URL(next);
    const query = u.search.slice(1);
    const file = `${query.replace(/[^A-Za-z0-9]+/g, "-") || "empty"}.xml`;
    const res = await fetch(next);
    const text = await res.text();
    writeFileSync(join(out, file), text);
    rows.push(`${u.pathname}?${query}\t${res.status}\t${file}`);
    for (const m of text.matchAll(/<(?:\w+:)?(?:import|include)\b[^>]*?\b(?:location|schemaLocation)="([^"]+)"/g)) {
      const ref = new URL(m[1].replace(/&amp;/g, "&"), next);
      if (ref.host === u.host) queue.push(ref.href);
    }
  }
  writeFileSync(join(out, "index.tsv"), `${rows.join("\n")}\n`);
  console.log(rows.join("\n"));
} else if (mode === "exchanges") {
  const requests = join(here, "requests");
  const responses = join(here, "responses");
  mkdirSync(responses, { recursive: true });
  for (const file of readdirSync(requests)
    .filter((f) => f.endsWith(".request.txt"))
    .sort()) {
    // nodetail.* are recorded against a host started with WCF_DETAIL=0 (includeExceptionDetailInFaults false)
    if (only ? !file.startsWith(only) : file.startsWith("nodetail.")) continue;
    const request = prepare(readFileSync(join(requests, file), "utf8"));
    writeFileSync(join(requests, file), request);
    const response = await send(request);
    writeFileSync(join(responses, file.replace(".request.txt", ".response.txt")), response);
    console.log(file, response.toString("latin1").split("\r\n")[0]);
  }
} else {
  console.error("usage: node record.mjs [--dir FOLDER] metadata|exchanges BASE_URL [NAME]");
  process.exit(2);
}
