import * as hmrc from '@saving-tool/hmrc-income-tax';

/**
 * The independent HMRC calculator on one UK employee's pay, the one comparison the tax tests and the figures bench
 * share (decision 0137): `@saving-tool/hmrc-income-tax` is a devDependency, never used by the app. A pension
 * contribution taken before income tax (a net pay arrangement: the NHS and teachers' schemes, the automatic
 * enrolment minimum) lowers the pay income tax and the personal allowance's taper see, not the pay National
 * Insurance is charged on.
 */
export const HMRC_ORACLE_SOURCE = '@saving-tool/hmrc-income-tax 1.2.0 (independent package), 2025/26';

/** The calculator's two tax areas: England, Northern Ireland and Wales, or Scotland (the Scottish bands). */
export type HmrcCountry = 'England/NI/Wales' | 'Scotland';

export interface HmrcNet {
  incomeTax: number;
  nationalInsurance: number;
  /** Gross pay less the pension contribution, income tax and National Insurance, a year. */
  net: number;
}

export function hmrcNetPay(country: HmrcCountry, gross: number, pensionBeforeTax = 0): HmrcNet {
  const taxable = gross - pensionBeforeTax;
  const personalAllowance = hmrc.calculatePersonalAllowance({ country, taxableAnnualIncome: taxable });
  const incomeTax = hmrc.calculateIncomeTax({
    country,
    personalAllowance,
    taxableAnnualIncome: taxable,
  }).total;
  const nationalInsurance = hmrc.calculateEmployeeNationalInsurance({ country, taxableAnnualIncome: gross });
  return { incomeTax, nationalInsurance, net: taxable - incomeTax - nationalInsurance };
}
