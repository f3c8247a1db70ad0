/** Usage texts of every command, in one place (so `--help` loads nothing else). */

export const MAIN_USAGE = `Usage: asmx-codegen <command> [flags]

Commands:
  generate   write each spec's package (client, server, WSDL, fixtures, docs)
  check      write nothing; exit 1 when a package is out of date with its spec
  init       scaffold a commented spec and a config file in this project
  import     write the spec of the service a WSDL (files, folder or URL) describes

Flags:
  --help, -h     this text (or a command's flags: asmx-codegen <command> --help)
  --version, -v  the generator's version

Exit codes: 0 done (check: up to date), 1 spec errors, out of date, a folder it will not write into, or a
WSDL it cannot import, 2 bad command or flags.`;

const targetFlags = (verb: string): string => `  --spec FILE    a spec to ${verb} (repeatable); default: the config's specs, else every .yaml in spec/
  --out DIR      the output folder; each spec becomes the package folder DIR/<spec file name>
                 (default: the config's out, else generated/)
  --config FILE  the config file (default: asmx-codegen.config.json, or the "asmx-codegen" key of
                 package.json, in this folder or above)
Relative paths resolve against the folder you run the command in; paths in a config file against its folder.`;

export const GENERATE_USAGE = `Usage: asmx-codegen generate [--spec FILE]... [--out DIR] [--config FILE] [--watch] [--verbose]

Writes each spec's package. Only files the generator wrote before (listed in the package's
asmx-codegen.manifest.json) are updated or removed; it refuses to write into a folder it did not create.
${targetFlags("generate")}
  --watch        stay running and regenerate whenever a spec or the config changes
  --verbose      list every file written or removed under its package's summary line
Exit codes: 0 written, 1 spec errors or a folder it will not write into, 2 bad flags.`;

export const CHECK_USAGE = `Usage: asmx-codegen check [--spec FILE]... [--out DIR] [--config FILE] [--render]

Writes nothing. Lists stale, missing and extra files of each package, and apart from them the files in
the package folder the generator did not write (those are not drift). A package whose manifest names this
generator build and this spec is checked by hashing its files, without rendering.
${targetFlags("check")}
  --render       render every package and compare it byte for byte even then: proves that this
                 machine writes the same bytes as the one that generated the packages
Exit codes: 0 up to date, 1 out of date or spec errors, 2 bad flags.`;

export const INIT_USAGE = `Usage: asmx-codegen init [--spec FILE] [--name SERVICE]

Writes a commented example spec (default: spec/service.yaml) and, when the project has no config yet,
asmx-codegen.config.json listing it. Never overwrites a file.
  --spec FILE     where to write the spec
  --name SERVICE  the service's name (a .NET identifier, e.g. OrderService); default: from the file name
Exit codes: 0 written, 1 a file is already there, 2 bad flags.`;

export const IMPORT_USAGE = `Usage: asmx-codegen import <file.wsdl... | folder | URL> [--out FILE] [--force] [--timeout SECONDS] [--allow-host HOST]

Reads a WSDL that an ASMX service published and writes the spec that describes the same service, then
proves it: the WSDL generated from the spec must equal the input as canonical XML, else nothing is written
and the error names the first construct that would differ (file:line:column). A service URL (.../X.asmx)
is asked for its description with ?WSDL. DTDs and entities are refused; at most 16 MiB are read.
A WSDL whose wsdl:import, s:import or s:include names another document is read as a set: from a URL, each
location is fetched (same host only); from files, name the root first, then the others, or give the folder
that holds them; a file is matched by location, else by namespace. A missing document is refused, named.
A WCF metadata set (a .svc URL, asked for ?wsdl; the folder "Add Service Reference" saved; one ?singleWsdl file)
becomes a spec with a wcf: block, proven document by document; bindings other than basicHttpBinding over SOAP
1.1 are left out and named.
  --out FILE         where to write the spec (default: spec/<service-name>.yaml)
  --force            replace FILE if it exists (default: refuse and write nothing)
  --timeout SECONDS  for a URL: the most each document's download may take (default: 30)
  --allow-host HOST  for a URL: documents may also be fetched from HOST (repeatable)
Exit codes: 0 written, 1 the WSDL cannot be imported (the reason and its position are printed) or FILE
exists, 2 bad flags.`;
