/**
 * A seventh layout family for the third-party CV corpus (issue 18): every persona in personas.json written as a
 * LibreOffice Writer document (flat ODT: a two-column table with a shaded sidebar for contact details, skills and
 * languages beside the main column, headings in LibreOffice's own Heading 2 style, dates on a right tab stop) and
 * exported to PDF by LibreOffice itself, so the PDF's text layer, fonts and positions come from LibreOffice, not from
 * Chromium. Section words, date formats and address formats follow the persona's country (Dutch, German, English).
 * LibreOffice is not a project dependency; with it installed (Debian: apt-get install libreoffice-writer-nogui):
 *
 *   npx tsx bench/resume/third-party/libreoffice.ts
 *
 * The PDFs are committed (libreoffice--N.pdf); bench:resume reads them as the 'libreoffice' family with personas.json
 * as ground truth.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

interface Persona {
  basics: {
    name: string;
    label: string;
    email: string;
    phone: string;
    summary: string;
    location: { address: string; postalCode: string; city: string; countryCode: string };
  };
  work: {
    name: string;
    position: string;
    startDate: string;
    endDate?: string;
    summary: string;
    highlights: string[];
  }[];
  education: { institution: string; area: string; studyType: string; startDate: string; endDate?: string }[];
  skills: { name: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
}

type Lang = 'nl' | 'de' | 'en';
type Word = 'contact' | 'profile' | 'work' | 'education' | 'skills' | 'languages' | 'present';
const WORDS: Record<Lang, Record<Word, string>> = {
  nl: {
    contact: 'Contact',
    profile: 'Profiel',
    work: 'Werkervaring',
    education: 'Opleiding',
    skills: 'Vaardigheden',
    languages: 'Talen',
    present: 'heden',
  },
  de: {
    contact: 'Kontakt',
    profile: 'Profil',
    work: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
    present: 'heute',
  },
  en: {
    contact: 'Contact',
    profile: 'Profile',
    work: 'Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    present: 'Present',
  },
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function date(value: string | undefined, lang: Lang): string {
  if (!value) return WORDS[lang].present;
  const [year, month] = value.split('-');
  if (lang === 'en') return `${MONTHS[Number(month) - 1]} ${year}`;
  return lang === 'de' ? `${month}.${year}` : `${month}/${year}`;
}

/** The address as written in the person's country. */
function address(location: Persona['basics']['location']): string[] {
  const { address: street, postalCode, city, countryCode } = location;
  if (countryCode === 'GB') return [street, `${city} ${postalCode}`, 'United Kingdom'];
  return [street, `${postalCode} ${city}`];
}

function document(persona: Persona): string {
  const code = persona.basics.location.countryCode;
  const lang: Lang = code === 'NL' ? 'nl' : code === 'DE' ? 'de' : 'en';
  const w = WORDS[lang];
  const p = (style: string, text: string) => `<text:p text:style-name="${style}">${escape(text)}</text:p>`;
  const h = (text: string) =>
    `<text:h text:style-name="Heading_20_2" text:outline-level="2">${escape(text)}</text:h>`;
  const side = [
    h(w.contact),
    ...address(persona.basics.location).map((line) => p('Side', line)),
    p('Side', persona.basics.phone),
    p('Side', persona.basics.email),
    h(w.skills),
    ...persona.skills.flatMap((group) => group.keywords.map((keyword) => p('Side', keyword))),
    h(w.languages),
    ...persona.languages.map((item) => p('Side', `${item.language} – ${item.fluency}`)),
  ].join('');
  const main = [
    p('Name', persona.basics.name),
    p('Label', persona.basics.label),
    h(w.profile),
    p('Body', persona.basics.summary),
    h(w.work),
    ...persona.work.flatMap((job) => [
      `<text:p text:style-name="Role">${escape(job.position)}<text:tab/>${escape(
        `${date(job.startDate, lang)} – ${date(job.endDate, lang)}`,
      )}</text:p>`,
      p('Company', job.name),
      p('Body', job.summary),
      ...job.highlights.map((line) => p('Bullet', `• ${line}`)),
    ]),
    h(w.education),
    ...persona.education.flatMap((item) => [
      `<text:p text:style-name="Role">${escape(`${item.studyType} ${item.area}`)}<text:tab/>${escape(
        `${date(item.startDate, lang)} – ${date(item.endDate, lang)}`,
      )}</text:p>`,
      p('Company', item.institution),
    ]),
  ].join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:styles>
  <style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="Liberation Sans" fo:font-family="'Liberation Sans'" fo:font-size="10pt"/></style:style>
  <style:style style:name="Heading_20_2" style:display-name="Heading 2" style:family="paragraph" style:parent-style-name="Standard">
   <style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.15cm"/>
   <style:text-properties fo:font-size="13pt" fo:font-weight="bold" fo:color="#1f4e79"/></style:style>
 </office:styles>
 <office:automatic-styles>
  <style:page-layout style:name="A4"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="1.5cm" fo:margin-right="1.5cm"/></style:page-layout>
  <style:style style:name="Layout" style:family="table"><style:table-properties style:width="18cm" table:align="left"/></style:style>
  <style:style style:name="Layout.A" style:family="table-column"><style:table-column-properties style:column-width="5.2cm"/></style:style>
  <style:style style:name="Layout.B" style:family="table-column"><style:table-column-properties style:column-width="12.8cm"/></style:style>
  <style:style style:name="Layout.A1" style:family="table-cell"><style:table-cell-properties fo:background-color="#eef2f6" fo:padding="0.3cm" fo:border="none"/></style:style>
  <style:style style:name="Layout.B1" style:family="table-cell"><style:table-cell-properties fo:padding-left="0.6cm" fo:border="none"/></style:style>
  <style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="24pt" fo:font-weight="bold"/></style:style>
  <style:style style:name="Label" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.3cm"/><style:text-properties fo:font-size="13pt" fo:color="#555555"/></style:style>
  <style:style style:name="Side" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="9pt"/></style:style>
  <style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.1cm"/></style:style>
  <style:style style:name="Bullet" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-left="0.5cm"/></style:style>
  <style:style style:name="Company" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-style="italic"/></style:style>
  <style:style style:name="Role" style:family="paragraph" style:parent-style-name="Standard">
   <style:paragraph-properties fo:margin-top="0.25cm"><style:tab-stops><style:tab-stop style:position="11.8cm" style:type="right"/></style:tab-stops></style:paragraph-properties>
   <style:text-properties fo:font-weight="bold"/></style:style>
 </office:automatic-styles>
 <office:master-styles><style:master-page style:name="Standard" style:page-layout-name="A4"/></office:master-styles>
 <office:body><office:text>
  <table:table table:name="Layout" table:style-name="Layout">
   <table:table-column table:style-name="Layout.A"/><table:table-column table:style-name="Layout.B"/>
   <table:table-row>
    <table:table-cell table:style-name="Layout.A1" office:value-type="string">${side}</table:table-cell>
    <table:table-cell table:style-name="Layout.B1" office:value-type="string">${main}</table:table-cell>
   </table:table-row>
  </table:table>
 </office:text></office:body>
</office:document>
`;
}

const here = import.meta.dirname;
const personas = JSON.parse(readFileSync(resolve(here, 'personas.json'), 'utf8')) as Persona[];
const scratch = mkdtempSync(join(tmpdir(), 'cv-libreoffice-'));
try {
  const files = personas.map((persona, index) => {
    const file = join(scratch, `libreoffice--${index + 1}.fodt`);
    writeFileSync(file, document(persona));
    return file;
  });
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${scratch}/profile`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      scratch,
      ...files,
    ],
    { stdio: 'ignore' },
  );
  for (const file of files) {
    const pdf = file.replace(/\.fodt$/, '.pdf');
    copyFileSync(pdf, resolve(here, pdf.slice(scratch.length + 1)));
  }
  console.log(`wrote ${files.length} PDFs`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
