/**
 * package.json's `repository` as npm itself writes it. `npm publish` rewrites any other form (a string, a
 * hosted URL without `git+` and `.git`) and warns "npm auto-corrected some errors in your package.json";
 * writing npm's form keeps a generated package's publish clean. The hosts and forms are those npm's
 * hosted-git-info recognises for GitHub, GitLab and Bitbucket; other URLs are left as written, as npm
 * leaves them.
 */
export interface NpmRepository {
  readonly type: string;
  readonly url: string;
  readonly directory?: string;
}

const HOSTS: Readonly<Record<string, string>> = {
  github: "github.com",
  gitlab: "gitlab.com",
  bitbucket: "bitbucket.org",
};

const SEGMENT = "[A-Za-z0-9_.-]+";
/** `org/repo`, `github:org/repo`, `gitlab:org/repo`, `bitbucket:org/repo` (a bare pair is GitHub). */
const SHORTHAND = new RegExp(`^(?:(github|gitlab|bitbucket):)?(${SEGMENT})/(${SEGMENT}?)(?:\\.git)?$`);
const HOSTED = "(github\\.com|gitlab\\.com|bitbucket\\.org)";
const HTTPS = new RegExp(`^(?:git\\+)?https?://(?:[^@/]+@)?${HOSTED}/(${SEGMENT})/(${SEGMENT}?)(?:\\.git)?/?$`);
const SSH = new RegExp(`^(?:git\\+ssh://)?git@${HOSTED}[:/](${SEGMENT})/(${SEGMENT}?)(?:\\.git)?$`);

function normalizedUrl(url: string): string {
  const shorthand = SHORTHAND.exec(url);
  if (shorthand) return `git+https://${HOSTS[shorthand[1] ?? "github"]}/${shorthand[2]}/${shorthand[3]}.git`;
  const https = HTTPS.exec(url);
  if (https) return `git+https://${https[1]}/${https[2]}/${https[3]}.git`;
  const ssh = SSH.exec(url);
  if (ssh) return `git+ssh://git@${ssh[1]}/${ssh[2]}/${ssh[3]}.git`;
  return url;
}

export function npmRepository(repository: string | NpmRepository): NpmRepository {
  const { type, url, directory } = typeof repository === "string" ? { type: "git", url: repository } : repository;
  return {
    type,
    url: type === "git" ? normalizedUrl(url) : url,
    ...(directory !== undefined ? { directory } : {}),
  };
}
