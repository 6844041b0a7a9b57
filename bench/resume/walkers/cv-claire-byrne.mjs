// The source of cv-claire-byrne.pdf, as a fresh walker of the app wrote it (walk finding W411): a two-column
// template with a light sidebar. Run: node bench/resume/walkers/cv-claire-byrne.mjs bench/resume/walkers/cv-claire-byrne.pdf
import fs from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
const doc = await PDFDocument.create();
doc.setTitle('Claire Byrne CV'); doc.setAuthor('Claire Byrne'); doc.setCreationDate(new Date('2026-11-28T12:00:00Z')); doc.setModificationDate(new Date('2026-11-28T12:00:00Z')); doc.setProducer('pdf-lib'); doc.setCreator('pdf-lib');
const page = doc.addPage([595.28, 841.89]);
const f = await doc.embedFont(StandardFonts.Helvetica), b = await doc.embedFont(StandardFonts.HelveticaBold);
const dark = rgb(0.12, 0.23, 0.36);
page.drawRectangle({ x: 0, y: 0, width: 190, height: 841.89, color: rgb(0.93, 0.95, 0.97) });
let y = 800;
page.drawText('CLAIRE BYRNE', { x: 210, y: 790, size: 24, font: b, color: dark });
page.drawText('Chartered Accountant (ACA)  |  Aspiring Data Analyst', { x: 210, y: 768, size: 11, font: f });
// left column
const L = (t, opts = {}) => { page.drawText(t, { x: 20, y, size: opts.size || 9.5, font: opts.bold ? b : f, color: opts.color || rgb(0.1,0.1,0.1) }); y -= opts.gap || 13; };
y = 790;
L('CONTACT', { bold: true, size: 11, color: dark, gap: 16 });
L('Rathmines, Dublin 6, Ireland'); L('+353 87 123 4567'); L('claire.byrne@example.ie'); L('linkedin.com/in/clairebyrne-aca', { gap: 24 });
L('SKILLS', { bold: true, size: 11, color: dark, gap: 16 });
for (const s of ['Financial reporting (IFRS)', 'Microsoft Excel (advanced,', '   Power Query, pivot tables)', 'SQL (intermediate)', 'Power BI', 'Python (beginner, pandas)', 'Budgeting and forecasting', 'Audit and internal controls', 'Stakeholder communication']) L('- ' + s);
y -= 10;
L('LANGUAGES', { bold: true, size: 11, color: dark, gap: 16 });
L('English (native)'); L('Irish (intermediate)'); L('French (basic)', { gap: 24 });
L('CERTIFICATIONS', { bold: true, size: 11, color: dark, gap: 16 });
L('Google Data Analytics'); L('Professional Certificate (2025)'); L('Chartered Accountants'); L('Ireland, ACA (2011)');
// right column
y = 730;
const R = (t, opts = {}) => { page.drawText(t, { x: 210, y, size: opts.size || 10, font: opts.bold ? b : f, color: opts.color || rgb(0.1,0.1,0.1) }); y -= opts.gap || 14; };
R('PROFILE', { bold: true, size: 13, color: dark, gap: 18 });
R('Chartered accountant with 15 years of experience in audit and financial');
R('reporting, now moving into data analysis. Builds Power BI dashboards and');
R('automates month-end reporting with SQL and Python.', { gap: 26 });
R('EXPERIENCE', { bold: true, size: 13, color: dark, gap: 18 });
R('Senior Financial Accountant', { bold: true }); R('Glanbia plc, Dublin  |  2018 - present', { gap: 14 });
for (const s of ['Lead month-end close and IFRS group reporting for 6 entities', 'Built Power BI dashboards used by the finance leadership team', 'Automated reconciliations with SQL and Excel Power Query (saves 3 days/month)']) R('- ' + s, { size: 9.5, gap: 13 });
y -= 10;
R('Audit Senior / Assistant Manager', { bold: true }); R('KPMG Ireland, Dublin  |  2011 - 2018', { gap: 14 });
for (const s of ['Audited financial services and retail clients', 'Supervised teams of 3-5 trainees']) R('- ' + s, { size: 9.5, gap: 13 });
y -= 10;
R('Trainee Accountant', { bold: true }); R('Grant Thornton, Dublin  |  2008 - 2011', { gap: 26 });
R('EDUCATION', { bold: true, size: 13, color: dark, gap: 18 });
R('B.Comm. (Hons), Accounting and Finance', { bold: true }); R('University College Dublin  |  2004 - 2008', { gap: 18 });
R('Springboard+ Certificate in Data Analytics (NFQ Level 8)', { bold: true }); R('Dublin City University  |  2024 - 2025', { gap: 18 });
fs.writeFileSync(process.argv[2], await doc.save());
console.log('ok');
