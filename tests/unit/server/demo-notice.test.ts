import { describe, expect, it } from "vitest";
import { demoNotes } from "../../../server/demo-notice";

describe("demoNotes: the demo backend says what it is", () => {
  it("warns once in production on the embedded upstream: demo codes 123456 and demo payments", () => {
    const notes = demoNotes({ NODE_ENV: "production", API_URL: undefined, DEMO_CODES: "1" });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ level: "warn", demoCodes: true });
    expect(notes[0].msg).toMatch(/API_URL is not set/);
    expect(notes[0].msg).toMatch(/123456/);
    expect(notes[0].msg).toMatch(/demo page \/pay\/\{code\}.*without charging/);
  });

  it("says the codes are only logged with DEMO_CODES=0, payments still demo", () => {
    const [note] = demoNotes({ NODE_ENV: "production", API_URL: undefined, DEMO_CODES: "0" });
    expect(note.msg).not.toMatch(/123456/);
    expect(note.msg).toMatch(/DEMO_CODES=0/);
    expect(note.msg).toMatch(/payments/);
  });

  it("says nothing with a real upstream or outside production", () => {
    expect(demoNotes({ NODE_ENV: "production", API_URL: "https://api.example.ru", DEMO_CODES: "1" })).toEqual([]);
    expect(demoNotes({ NODE_ENV: "development", API_URL: undefined, DEMO_CODES: "1" })).toEqual([]);
    expect(demoNotes({ NODE_ENV: "test", API_URL: undefined, DEMO_CODES: "1" })).toEqual([]);
  });
});
