import type { Db } from '../db/database.ts';
import { prepare } from './statement.ts';
import type { DemoAdviser, DemoAgency } from '../../src/domain/demo-world/index.ts';

/** Advisers (the intermediary service) and agencies (the agency look-up). */
export class Directory {
  private readonly advisersStmt;
  private readonly adviserStmt;
  private readonly agenciesStmt;
  private readonly agencyStmt;
  private readonly insertAdviserStmt;
  private readonly insertAgencyStmt;

  constructor(db: Db) {
    const adviserColumns = `employee_number AS employeeNumber, given_name AS givenName,
      display_name AS displayName, user_name AS userName, branch, region`;
    this.advisersStmt = prepare<[], DemoAdviser>(
      db,
      `SELECT ${adviserColumns} FROM advisers ORDER BY rowid`,
    );
    this.adviserStmt = prepare<[string], DemoAdviser>(
      db,
      `SELECT ${adviserColumns} FROM advisers WHERE employee_number = ?`,
    );
    this.agenciesStmt = prepare<[], DemoAgency>(
      db,
      'SELECT agency_number AS agencyNumber, name FROM agencies ORDER BY agency_number',
    );
    this.agencyStmt = prepare<[string], DemoAgency>(
      db,
      'SELECT agency_number AS agencyNumber, name FROM agencies WHERE agency_number = ?',
    );
    this.insertAdviserStmt = prepare<[DemoAdviser]>(
      db,
      `
      INSERT INTO advisers (employee_number, given_name, display_name, user_name, branch, region)
      VALUES (@employeeNumber, @givenName, @displayName, @userName, @branch, @region)`,
    );
    this.insertAgencyStmt = prepare<[DemoAgency]>(
      db,
      'INSERT INTO agencies (agency_number, name) VALUES (@agencyNumber, @name)',
    );
  }

  addAdviser(adviser: DemoAdviser) {
    this.insertAdviserStmt.run(adviser);
  }

  addAgency(agency: DemoAgency) {
    this.insertAgencyStmt.run(agency);
  }

  advisers(): DemoAdviser[] {
    return this.advisersStmt.all();
  }

  adviser(employeeNumber: string): DemoAdviser | undefined {
    return this.adviserStmt.get(employeeNumber);
  }

  agencies(): DemoAgency[] {
    return this.agenciesStmt.all();
  }

  agency(agencyNumber: string): DemoAgency | undefined {
    return this.agencyStmt.get(agencyNumber.trim());
  }
}
