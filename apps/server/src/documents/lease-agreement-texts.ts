import type { TLanguage } from '@rentwell/contracts/profile';

/** The lease's facts as the agreement prints them: names, dates and amounts already formatted for its language. */
export type AgreementValues = {
  property: string;
  unit: string;
  address: string;
  startDate: string;
  endDate: string;
  rent: string;
  /** null when the lease asks for no deposit. */
  deposit: string | null;
  dueDay: number;
  graceDays: number;
  /** The rent rules' late fee in words. */
  lateFee: string;
};

type Clause = { heading: string; paragraphs: (values: AgreementValues) => string[] };

export type LeaseAgreementTexts = {
  title: string;
  page: (current: number, count: number) => string;
  /** "Label: value", with the language's spacing around the colon. */
  field: (label: string, value: string) => string;
  landlord: string;
  tenant: string;
  representedBy: string;
  email: string;
  phone: string;
  parties: Clause;
  premises: Clause;
  term: Clause;
  rent: Clause;
  deposit: Clause;
  use: Clause;
  houseRules: { heading: string; intro: string; rules: string[] };
  maintenance: Clause;
  entry: Clause;
  termination: Clause;
  general: Clause;
  /** The heading of the organization's own clauses (its `lease_clauses` template). */
  additionalClauses: string;
  signatures: Clause;
};

export const LEASE_AGREEMENT_TEXTS: Record<TLanguage, LeaseAgreementTexts> = {
  en: {
    title: 'Residential Lease Agreement',
    page: (current, count) => `Page ${current} of ${count}`,
    field: (label, value) => `${label}: ${value}`,
    landlord: 'Landlord',
    tenant: 'Tenant',
    representedBy: 'Represented by',
    email: 'Email',
    phone: 'Phone',
    parties: {
      heading: 'Parties',
      paragraphs: () => [
        'This Residential Lease Agreement (the “Agreement”) is made between the landlord and the tenant named below, who agree to the following terms.',
      ],
    },
    premises: {
      heading: 'Premises',
      paragraphs: (v) => [
        `The Landlord leases to the Tenant unit ${v.unit} of the property ${v.property}, located at ${v.address} (the “Premises”), together with the use of the common areas of the property in accordance with this Agreement.`,
      ],
    },
    term: {
      heading: 'Term',
      paragraphs: (v) => [
        `The lease begins on ${v.startDate} and ends on ${v.endDate}.`,
        'Any renewal or extension must be agreed in writing. If the Tenant stays on after the end date with the Landlord’s consent, the tenancy continues from month to month on the same terms until either party ends it with the notice required by applicable law.',
      ],
    },
    rent: {
      heading: 'Rent',
      paragraphs: (v) => [
        `The monthly rent is ${v.rent}. It is payable in advance, on or before day ${v.dueDay} of each calendar month, by the payment methods the Landlord accepts. Rent for a first or last month that is not a full calendar month is prorated by day.`,
        `Rent not received in full ${v.graceDays} days after the due date (the grace period) is late. Late fee under the Landlord’s rent rules: ${v.lateFee}, charged only where, and up to the amount, that applicable law permits. The Tenant remains liable for any unpaid amount. Repeated late payment is a breach of this Agreement.`,
      ],
    },
    deposit: {
      heading: 'Security deposit',
      paragraphs: (v) =>
        v.deposit === null
          ? ['No security deposit is required under this Agreement.']
          : [
              `The Tenant pays a security deposit of ${v.deposit} on or before the start of the lease. The deposit secures the Tenant’s obligations under this Agreement and is not an advance payment of rent; the Tenant may not use it as the last month’s rent.`,
              'Within the period required by applicable law after the Tenant has vacated the Premises and returned the keys, the Landlord returns the deposit, less any amounts lawfully deducted for unpaid rent or for damage beyond normal wear and tear, with an itemized statement of each deduction.',
            ],
    },
    use: {
      heading: 'Use and occupancy',
      paragraphs: () => [
        'The Premises are to be used only as a private residence by the Tenant and the members of the Tenant’s household. The Tenant may not sublet the Premises, assign this Agreement or run a business open to the public on the Premises without the Landlord’s prior written consent.',
        'The Tenant complies with the law and the rules of the building, does not use the Premises for any unlawful purpose, and does not disturb the neighbors’ quiet enjoyment of their homes.',
      ],
    },
    houseRules: {
      heading: 'House rules',
      intro: 'The Tenant, the Tenant’s household and guests observe the following rules:',
      rules: [
        'Quiet hours are from 10 p.m. to 7 a.m.',
        'No smoking inside the Premises or in the common areas.',
        'Pets only with the Landlord’s prior written consent.',
        'Common areas, stairways and exits are kept clear; waste is sorted and put in the containers provided.',
        'No alterations, painting, lock changes or installations without the Landlord’s prior written consent.',
        'Nothing dangerous or flammable is kept on the Premises beyond ordinary household quantities.',
      ],
    },
    maintenance: {
      heading: 'Maintenance and repairs',
      paragraphs: () => [
        'The Tenant keeps the Premises clean and in good condition, uses the fixtures and appliances with care, and reports any defect, leak or damage to the Landlord promptly.',
        'The Landlord keeps the Premises fit to live in and makes the repairs that are not the Tenant’s responsibility within a reasonable time after being told of them. The Tenant pays for repairing damage caused by the Tenant, the Tenant’s household or guests, beyond normal wear and tear.',
      ],
    },
    entry: {
      heading: 'Landlord’s entry',
      paragraphs: () => [
        'The Landlord may enter the Premises at reasonable times to inspect them, make repairs or show them to prospective tenants or buyers, after giving the Tenant at least 24 hours’ notice, or longer notice where applicable law requires it. In an emergency that endangers people or property, the Landlord may enter without notice.',
      ],
    },
    termination: {
      heading: 'Termination',
      paragraphs: () => [
        'This Agreement ends on the last day of the term unless it is renewed or extended in writing. Either party may end it earlier only by written agreement of both parties or as applicable law allows.',
        'If the Tenant fails to pay rent or otherwise materially breaches this Agreement and does not remedy the breach after written notice, the Landlord may terminate this Agreement as permitted by applicable law.',
        'When the tenancy ends, the Tenant vacates the Premises, leaves them clean and in the condition in which they were received apart from normal wear and tear, and returns all keys to the Landlord.',
      ],
    },
    general: {
      heading: 'General provisions',
      paragraphs: () => [
        'This Agreement is governed by the law of the place where the Premises are located. If any provision is found invalid, the other provisions remain in force.',
        'This Agreement is the entire agreement between the parties about the tenancy. Any change must be made in writing and agreed by both parties. Notices under this Agreement are given in writing, including by email to the addresses stated above.',
        'The parties agree to sign this Agreement electronically; electronic signatures and the electronically signed copy have the same effect as handwritten signatures on a paper original.',
      ],
    },
    additionalClauses: 'Additional terms',
    signatures: {
      heading: 'Signatures',
      paragraphs: () => [
        'By signing, each party confirms having read and accepted this Agreement. The signatures of the parties, with the date and time of each, are on the signature page appended to this document.',
      ],
    },
  },
  es: {
    title: 'Contrato de arrendamiento de vivienda',
    page: (current, count) => `Página ${current} de ${count}`,
    field: (label, value) => `${label}: ${value}`,
    landlord: 'Arrendador',
    tenant: 'Arrendatario',
    representedBy: 'Representado por',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    parties: {
      heading: 'Partes',
      paragraphs: () => [
        'El presente contrato de arrendamiento de vivienda (el «Contrato») se celebra entre el arrendador y el arrendatario que se indican a continuación, quienes acuerdan las siguientes condiciones.',
      ],
    },
    premises: {
      heading: 'Vivienda',
      paragraphs: (v) => [
        `El Arrendador arrienda al Arrendatario la unidad ${v.unit} del inmueble ${v.property}, situado en ${v.address} (la «Vivienda»), junto con el uso de las zonas comunes del inmueble conforme al presente Contrato.`,
      ],
    },
    term: {
      heading: 'Duración',
      paragraphs: (v) => [
        `El arrendamiento comienza el ${v.startDate} y termina el ${v.endDate}.`,
        'Toda renovación o prórroga deberá acordarse por escrito. Si el Arrendatario continúa en la Vivienda después de la fecha de finalización con el consentimiento del Arrendador, el arrendamiento continuará mes a mes en las mismas condiciones hasta que cualquiera de las partes le ponga fin con el preaviso que exija la ley aplicable.',
      ],
    },
    rent: {
      heading: 'Renta',
      paragraphs: (v) => [
        `La renta mensual es de ${v.rent}. Se paga por adelantado, a más tardar el día ${v.dueDay} de cada mes natural, mediante los medios de pago que acepte el Arrendador. La renta de un primer o último mes que no sea un mes natural completo se prorratea por días.`,
        `La renta que no se haya recibido íntegramente ${v.graceDays} días después de la fecha de vencimiento (el plazo de gracia) se considera atrasada. Recargo por demora según las normas de alquiler del Arrendador: ${v.lateFee}, cobrado solo cuando la ley aplicable lo permita y hasta el importe que esta autorice. El Arrendatario sigue siendo responsable de toda cantidad impagada. El retraso reiterado en el pago constituye un incumplimiento del presente Contrato.`,
      ],
    },
    deposit: {
      heading: 'Fianza',
      paragraphs: (v) =>
        v.deposit === null
          ? ['El presente Contrato no exige fianza.']
          : [
              `El Arrendatario entrega una fianza de ${v.deposit} a más tardar al inicio del arrendamiento. La fianza garantiza las obligaciones del Arrendatario derivadas del presente Contrato y no constituye un pago anticipado de la renta; el Arrendatario no podrá aplicarla al pago del último mes.`,
              'Dentro del plazo que establezca la ley aplicable tras el desalojo de la Vivienda y la devolución de las llaves, el Arrendador devolverá la fianza, descontadas las cantidades legalmente deducibles por rentas impagadas o por daños que excedan el desgaste normal por el uso, junto con una relación detallada de cada deducción.',
            ],
    },
    use: {
      heading: 'Uso de la vivienda',
      paragraphs: () => [
        'La Vivienda se destinará exclusivamente a residencia privada del Arrendatario y de los miembros de su hogar. El Arrendatario no podrá subarrendar la Vivienda, ceder el presente Contrato ni ejercer en la Vivienda una actividad abierta al público sin el consentimiento previo y por escrito del Arrendador.',
        'El Arrendatario cumplirá la ley y las normas del edificio, no destinará la Vivienda a fines ilícitos y no perturbará la tranquilidad de los vecinos.',
      ],
    },
    houseRules: {
      heading: 'Normas de convivencia',
      intro: 'El Arrendatario, los miembros de su hogar y sus invitados respetarán las siguientes normas:',
      rules: [
        'El horario de descanso es de 22:00 a 7:00.',
        'No se permite fumar dentro de la Vivienda ni en las zonas comunes.',
        'Solo se admiten animales de compañía con el consentimiento previo y por escrito del Arrendador.',
        'Las zonas comunes, escaleras y salidas se mantienen despejadas; los residuos se separan y se depositan en los contenedores previstos.',
        'No se realizarán obras, pintura, cambios de cerradura ni instalaciones sin el consentimiento previo y por escrito del Arrendador.',
        'No se guardarán en la Vivienda materiales peligrosos o inflamables más allá de las cantidades habituales de uso doméstico.',
      ],
    },
    maintenance: {
      heading: 'Mantenimiento y reparaciones',
      paragraphs: () => [
        'El Arrendatario mantendrá la Vivienda limpia y en buen estado, usará las instalaciones y los electrodomésticos con cuidado y comunicará sin demora al Arrendador cualquier avería, fuga o daño.',
        'El Arrendador mantendrá la Vivienda en condiciones de habitabilidad y realizará, en un plazo razonable desde que se le comuniquen, las reparaciones que no correspondan al Arrendatario. El Arrendatario pagará la reparación de los daños causados por él, por los miembros de su hogar o por sus invitados que excedan el desgaste normal por el uso.',
      ],
    },
    entry: {
      heading: 'Acceso del Arrendador',
      paragraphs: () => [
        'El Arrendador podrá acceder a la Vivienda en horas razonables para inspeccionarla, realizar reparaciones o mostrarla a posibles arrendatarios o compradores, avisando al Arrendatario con al menos 24 horas de antelación, o con una antelación mayor si la ley aplicable lo exige. En caso de emergencia que ponga en peligro a personas o bienes, el Arrendador podrá acceder sin previo aviso.',
      ],
    },
    termination: {
      heading: 'Resolución del contrato',
      paragraphs: () => [
        'El presente Contrato termina el último día del plazo, salvo que se renueve o prorrogue por escrito. Cualquiera de las partes solo podrá ponerle fin anticipadamente por acuerdo escrito de ambas o en los casos que permita la ley aplicable.',
        'Si el Arrendatario no paga la renta o incumple de otro modo sustancialmente el presente Contrato y no subsana el incumplimiento tras un requerimiento por escrito, el Arrendador podrá resolver el Contrato en la forma que permita la ley aplicable.',
        'Al terminar el arrendamiento, el Arrendatario desalojará la Vivienda, la dejará limpia y en el estado en que la recibió, salvo el desgaste normal por el uso, y devolverá todas las llaves al Arrendador.',
      ],
    },
    general: {
      heading: 'Disposiciones generales',
      paragraphs: () => [
        'El presente Contrato se rige por la ley del lugar donde se encuentra la Vivienda. Si alguna de sus cláusulas se declarara inválida, las demás seguirán en vigor.',
        'El presente Contrato constituye el acuerdo íntegro entre las partes sobre el arrendamiento. Cualquier modificación deberá hacerse por escrito y con el acuerdo de ambas partes. Las notificaciones previstas en el Contrato se harán por escrito, incluso por correo electrónico a las direcciones indicadas más arriba.',
        'Las partes acuerdan firmar el presente Contrato electrónicamente; las firmas electrónicas y la copia firmada electrónicamente tienen el mismo efecto que las firmas manuscritas en un original en papel.',
      ],
    },
    additionalClauses: 'Cláusulas adicionales',
    signatures: {
      heading: 'Firmas',
      paragraphs: () => [
        'Con su firma, cada parte confirma haber leído y aceptado el presente Contrato. Las firmas de las partes, con la fecha y la hora de cada una, figuran en la página de firmas anexa a este documento.',
      ],
    },
  },
  fr: {
    title: 'Contrat de location à usage d’habitation',
    page: (current, count) => `Page ${current} sur ${count}`,
    field: (label, value) => `${label}\u00a0: ${value}`,
    landlord: 'Bailleur',
    tenant: 'Locataire',
    representedBy: 'Représenté par',
    email: 'E-mail',
    phone: 'Téléphone',
    parties: {
      heading: 'Parties',
      paragraphs: () => [
        'Le présent contrat de location à usage d’habitation (le «\u00a0Contrat\u00a0») est conclu entre le bailleur et le locataire désignés ci-dessous, qui conviennent de ce qui suit.',
      ],
    },
    premises: {
      heading: 'Logement',
      paragraphs: (v) => [
        `Le Bailleur donne en location au Locataire le logement ${v.unit} de l’immeuble ${v.property}, situé à l’adresse suivante\u00a0: ${v.address} (le «\u00a0Logement\u00a0»), ainsi que l’usage des parties communes de l’immeuble conformément au présent Contrat.`,
      ],
    },
    term: {
      heading: 'Durée',
      paragraphs: (v) => [
        `La location prend effet le ${v.startDate} et prend fin le ${v.endDate}.`,
        'Tout renouvellement ou toute prolongation doit être convenu par écrit. Si le Locataire reste dans le Logement après la date de fin avec l’accord du Bailleur, la location se poursuit de mois en mois aux mêmes conditions jusqu’à ce que l’une des parties y mette fin en respectant le préavis prévu par la loi applicable.',
      ],
    },
    rent: {
      heading: 'Loyer',
      paragraphs: (v) => [
        `Le loyer mensuel s’élève à ${v.rent}. Il est payable d’avance, au plus tard le ${v.dueDay} de chaque mois civil, par les moyens de paiement acceptés par le Bailleur. Le loyer d’un premier ou d’un dernier mois incomplet est calculé au prorata du nombre de jours.`,
        `Tout loyer non intégralement reçu ${v.graceDays} jours après la date d’échéance (le délai de grâce) est en retard. Pénalité de retard selon les règles de loyer du Bailleur : ${v.lateFee}, appliquée uniquement dans les cas et dans la limite prévus par la loi applicable. Le Locataire reste redevable de toute somme impayée. Des retards de paiement répétés constituent un manquement au présent Contrat.`,
      ],
    },
    deposit: {
      heading: 'Dépôt de garantie',
      paragraphs: (v) =>
        v.deposit === null
          ? ['Le présent Contrat ne prévoit pas de dépôt de garantie.']
          : [
              `Le Locataire verse un dépôt de garantie de ${v.deposit} au plus tard à la prise d’effet de la location. Ce dépôt garantit l’exécution des obligations du Locataire au titre du présent Contrat et ne constitue pas une avance sur loyer\u00a0; le Locataire ne peut pas l’imputer sur le dernier mois de loyer.`,
              'Dans le délai prévu par la loi applicable après la libération du Logement et la remise des clés, le Bailleur restitue le dépôt de garantie, déduction faite des sommes légitimement retenues au titre des loyers impayés ou des dégradations excédant l’usure normale, accompagné d’un relevé détaillé de chaque retenue.',
            ],
    },
    use: {
      heading: 'Usage du logement',
      paragraphs: () => [
        'Le Logement est destiné exclusivement à l’habitation privée du Locataire et des membres de son foyer. Le Locataire ne peut ni sous-louer le Logement, ni céder le présent Contrat, ni y exercer une activité recevant du public sans l’accord préalable écrit du Bailleur.',
        'Le Locataire respecte la loi et le règlement de l’immeuble, n’utilise pas le Logement à des fins illicites et ne trouble pas la jouissance paisible des voisins.',
      ],
    },
    houseRules: {
      heading: 'Règlement intérieur',
      intro: 'Le Locataire, les membres de son foyer et ses invités respectent les règles suivantes\u00a0:',
      rules: [
        'Le calme est de rigueur de 22\u00a0h à 7\u00a0h.',
        'Il est interdit de fumer dans le Logement et dans les parties communes.',
        'Les animaux ne sont admis qu’avec l’accord préalable écrit du Bailleur.',
        'Les parties communes, escaliers et issues restent dégagés\u00a0; les déchets sont triés et déposés dans les conteneurs prévus.',
        'Aucune transformation, peinture, aucun changement de serrure ni aucune installation sans l’accord préalable écrit du Bailleur.',
        'Aucune matière dangereuse ou inflammable n’est conservée dans le Logement au-delà des quantités d’usage domestique courant.',
      ],
    },
    maintenance: {
      heading: 'Entretien et réparations',
      paragraphs: () => [
        'Le Locataire maintient le Logement propre et en bon état, utilise les équipements avec soin et signale sans délai au Bailleur tout défaut, toute fuite ou tout dommage.',
        'Le Bailleur maintient le Logement en état d’être habité et effectue, dans un délai raisonnable après en avoir été informé, les réparations qui ne sont pas à la charge du Locataire. Le Locataire prend en charge la réparation des dommages causés par lui-même, les membres de son foyer ou ses invités, au-delà de l’usure normale.',
      ],
    },
    entry: {
      heading: 'Accès du bailleur',
      paragraphs: () => [
        'Le Bailleur peut accéder au Logement à des heures raisonnables pour l’inspecter, y effectuer des réparations ou le faire visiter à de futurs locataires ou acquéreurs, après en avoir informé le Locataire au moins 24\u00a0heures à l’avance, ou plus tôt si la loi applicable l’exige. En cas d’urgence mettant en danger des personnes ou des biens, le Bailleur peut y accéder sans préavis.',
      ],
    },
    termination: {
      heading: 'Résiliation',
      paragraphs: () => [
        'Le présent Contrat prend fin le dernier jour de la location, sauf renouvellement ou prolongation par écrit. Il ne peut être résilié de manière anticipée que d’un commun accord écrit des parties ou dans les cas prévus par la loi applicable.',
        'Si le Locataire ne paie pas le loyer ou manque gravement à une autre de ses obligations et n’y remédie pas après une mise en demeure écrite, le Bailleur peut résilier le présent Contrat dans les conditions prévues par la loi applicable.',
        'À la fin de la location, le Locataire libère le Logement, le laisse propre et dans l’état où il l’a reçu, sous réserve de l’usure normale, et remet toutes les clés au Bailleur.',
      ],
    },
    general: {
      heading: 'Dispositions générales',
      paragraphs: () => [
        'Le présent Contrat est régi par la loi du lieu où se trouve le Logement. Si l’une de ses clauses est déclarée nulle, les autres restent en vigueur.',
        'Le présent Contrat constitue l’intégralité de l’accord des parties relatif à la location. Toute modification doit être faite par écrit et acceptée par les deux parties. Les notifications prévues au présent Contrat sont faites par écrit, y compris par e-mail aux adresses indiquées ci-dessus.',
        'Les parties conviennent de signer le présent Contrat par voie électronique\u00a0; les signatures électroniques et l’exemplaire signé électroniquement ont la même valeur que des signatures manuscrites sur un original papier.',
      ],
    },
    additionalClauses: 'Clauses particulières',
    signatures: {
      heading: 'Signatures',
      paragraphs: () => [
        'En signant, chaque partie confirme avoir lu et accepté le présent Contrat. Les signatures des parties, avec la date et l’heure de chacune, figurent sur la page de signatures annexée au présent document.',
      ],
    },
  },
  he: {
    title: 'הסכם שכירות למגורים',
    page: (current, count) => `עמוד ${current} מתוך ${count}`,
    field: (label, value) => `${label}: ${value}`,
    landlord: 'המשכיר',
    tenant: 'השוכר',
    representedBy: 'מיוצג על ידי',
    email: 'דוא״ל',
    phone: 'טלפון',
    parties: {
      heading: 'הצדדים',
      paragraphs: () => [
        'הסכם שכירות למגורים זה (להלן: "ההסכם") נערך בין המשכיר לבין השוכר המפורטים להלן, אשר הסכימו על התנאים הבאים.',
      ],
    },
    premises: {
      heading: 'המושכר',
      paragraphs: (v) => [
        `המשכיר משכיר לשוכר את יחידה ${v.unit} בנכס ${v.property}, בכתובת ${v.address} (להלן: "המושכר"), לרבות השימוש ברכוש המשותף של הנכס בהתאם להוראות הסכם זה.`,
      ],
    },
    term: {
      heading: 'תקופת השכירות',
      paragraphs: (v) => [
        `תקופת השכירות מתחילה ביום ${v.startDate} ומסתיימת ביום ${v.endDate}.`,
        'כל חידוש או הארכה של השכירות ייעשו בכתב. נשאר השוכר במושכר לאחר תום התקופה בהסכמת המשכיר, תימשך השכירות מחודש לחודש באותם תנאים, עד שאחד הצדדים יביא אותה לסיום בהודעה מוקדמת כנדרש לפי הדין החל.',
      ],
    },
    rent: {
      heading: 'דמי שכירות',
      paragraphs: (v) => [
        `דמי השכירות החודשיים הם ${v.rent}. הם ישולמו מראש, לא יאוחר מהיום ה-${v.dueDay} בכל חודש קלנדרי, באמצעי התשלום שהמשכיר מקבל. דמי השכירות בעד חודש ראשון או אחרון שאינו חודש קלנדרי מלא יחושבו באופן יחסי לפי מספר הימים.`,
        `דמי שכירות שלא התקבלו במלואם ${v.graceDays} ימים לאחר מועד התשלום (תקופת החסד) הם בפיגור. דמי פיגור לפי כללי השכירות של המשכיר: ${v.lateFee}, הנגבים רק במקרים ובשיעור שהדין החל מתיר. השוכר יישאר חייב בכל סכום שלא שולם. איחור חוזר בתשלום מהווה הפרה של הסכם זה.`,
      ],
    },
    deposit: {
      heading: 'פיקדון',
      paragraphs: (v) =>
        v.deposit === null
          ? ['הסכם זה אינו מחייב הפקדת פיקדון.']
          : [
              `השוכר ימסור למשכיר פיקדון בסך ${v.deposit} לא יאוחר ממועד תחילת השכירות. הפיקדון נועד להבטיח את קיום התחייבויות השוכר לפי הסכם זה ואינו תשלום מראש של דמי שכירות; השוכר אינו רשאי לקזז אותו כנגד דמי השכירות של החודש האחרון.`,
              'בתוך התקופה הקבועה בדין החל לאחר שהשוכר פינה את המושכר והחזיר את המפתחות, ישיב המשכיר את הפיקדון, בניכוי סכומים שנוכו כדין בשל דמי שכירות שלא שולמו או בשל נזק החורג מבלאי סביר, בצירוף פירוט של כל ניכוי.',
            ],
    },
    use: {
      heading: 'שימוש במושכר',
      paragraphs: () => [
        'המושכר ישמש למגורים פרטיים בלבד של השוכר ובני ביתו. השוכר לא ישכיר את המושכר בשכירות משנה, לא יעביר את זכויותיו לפי הסכם זה ולא ינהל במושכר עסק הפתוח לקהל, אלא בהסכמת המשכיר מראש ובכתב.',
        'השוכר ימלא אחר הוראות כל דין ותקנון הבניין, לא ישתמש במושכר למטרה בלתי חוקית ולא יפריע לשכנים ליהנות משקט בבתיהם.',
      ],
    },
    houseRules: {
      heading: 'כללי הבית',
      intro: 'השוכר, בני ביתו ואורחיו יקפידו על הכללים הבאים:',
      rules: [
        'שעות המנוחה הן מ-22:00 עד 07:00.',
        'אין לעשן בתוך המושכר ובשטחים המשותפים.',
        'החזקת בעלי חיים מותרת רק בהסכמת המשכיר מראש ובכתב.',
        'יש לשמור על השטחים המשותפים, חדרי המדרגות והיציאות פנויים; את הפסולת יש למיין ולהשליך למכלים המיועדים לכך.',
        'אין לבצע שינויים, צביעה, החלפת מנעולים או התקנות ללא הסכמת המשכיר מראש ובכתב.',
        'אין להחזיק במושכר חומרים מסוכנים או דליקים מעבר לכמויות המקובלות לשימוש ביתי.',
      ],
    },
    maintenance: {
      heading: 'תחזוקה ותיקונים',
      paragraphs: () => [
        'השוכר ישמור על המושכר נקי ובמצב טוב, ישתמש במתקנים ובמכשירים בזהירות וידווח למשכיר ללא דיחוי על כל תקלה, נזילה או נזק.',
        'המשכיר ישמור על המושכר ראוי למגורים ויבצע בתוך זמן סביר ממועד קבלת ההודעה את התיקונים שאינם באחריות השוכר. השוכר יישא בעלות תיקון נזקים שנגרמו על ידו, על ידי בני ביתו או על ידי אורחיו, מעבר לבלאי סביר.',
      ],
    },
    entry: {
      heading: 'כניסת המשכיר למושכר',
      paragraphs: () => [
        'המשכיר רשאי להיכנס למושכר בשעות סבירות כדי לבדוק אותו, לבצע תיקונים או להציגו לשוכרים או לקונים פוטנציאליים, לאחר שמסר לשוכר הודעה של 24 שעות לפחות מראש, או הודעה מוקדמת יותר אם הדין החל מחייב זאת. במקרה חירום המסכן אנשים או רכוש רשאי המשכיר להיכנס ללא הודעה מוקדמת.',
      ],
    },
    termination: {
      heading: 'סיום ההסכם',
      paragraphs: () => [
        'הסכם זה מסתיים ביום האחרון של תקופת השכירות, אלא אם חודש או הוארך בכתב. כל צד רשאי להביא אותו לסיום לפני כן רק בהסכמה בכתב של שני הצדדים או כפי שהדין החל מתיר.',
        'לא שילם השוכר את דמי השכירות או הפר הפרה יסודית אחרת של הסכם זה ולא תיקן את ההפרה לאחר התראה בכתב, רשאי המשכיר לבטל את ההסכם כפי שהדין החל מתיר.',
        'בתום השכירות יפנה השוכר את המושכר, ישאיר אותו נקי ובמצב שבו קיבל אותו, למעט בלאי סביר, ויחזיר למשכיר את כל המפתחות.',
      ],
    },
    general: {
      heading: 'הוראות כלליות',
      paragraphs: () => [
        'על הסכם זה יחול הדין של המקום שבו נמצא המושכר. נקבע כי הוראה כלשהי בהסכם אינה תקפה, יישארו שאר ההוראות בתוקף.',
        'הסכם זה ממצה את ההסכמות בין הצדדים בעניין השכירות. כל שינוי ייעשה בכתב ובהסכמת שני הצדדים. הודעות לפי הסכם זה יינתנו בכתב, לרבות בדוא״ל לכתובות המפורטות לעיל.',
        'הצדדים מסכימים לחתום על הסכם זה באופן אלקטרוני; לחתימות האלקטרוניות ולעותק החתום באופן אלקטרוני יהיה אותו תוקף כמו לחתימות בכתב יד על מסמך מקור מנייר.',
      ],
    },
    additionalClauses: 'תנאים נוספים',
    signatures: {
      heading: 'חתימות',
      paragraphs: () => [
        'בחתימתו מאשר כל צד כי קרא את הסכם זה וכי הוא מקבל אותו. חתימות הצדדים, עם התאריך והשעה של כל אחת מהן, מופיעות בדף החתימות המצורף למסמך זה.',
      ],
    },
  },
  sq: {
    title: 'Kontratë qiraje për banim',
    page: (current, count) => `Faqja ${current} nga ${count}`,
    field: (label, value) => `${label}: ${value}`,
    landlord: 'Qiradhënësi',
    tenant: 'Qiramarrësi',
    representedBy: 'Përfaqësuar nga',
    email: 'Email',
    phone: 'Telefoni',
    parties: {
      heading: 'Palët',
      paragraphs: () => [
        'Kjo kontratë qiraje për banim (më poshtë „Kontrata“) lidhet ndërmjet qiradhënësit dhe qiramarrësit të përmendur më poshtë, të cilët bien dakord për kushtet e mëposhtme.',
      ],
    },
    premises: {
      heading: 'Banesa',
      paragraphs: (v) => [
        `Qiradhënësi i jep me qira Qiramarrësit njësinë ${v.unit} të pronës ${v.property}, me adresë ${v.address} (më poshtë „Banesa“), së bashku me përdorimin e hapësirave të përbashkëta të pronës sipas kësaj Kontrate.`,
      ],
    },
    term: {
      heading: 'Afati',
      paragraphs: (v) => [
        `Qiraja fillon më ${v.startDate} dhe përfundon më ${v.endDate}.`,
        'Çdo rinovim ose zgjatje duhet të bihet dakord me shkrim. Nëse Qiramarrësi qëndron në Banesë pas datës së përfundimit me pëlqimin e Qiradhënësit, qiraja vazhdon nga muaji në muaj me të njëjtat kushte, derisa njëra nga palët ta përfundojë me njoftimin paraprak që kërkon ligji në fuqi.',
      ],
    },
    rent: {
      heading: 'Qiraja',
      paragraphs: (v) => [
        `Qiraja mujore është ${v.rent}. Ajo paguhet paraprakisht, jo më vonë se data ${v.dueDay} e çdo muaji kalendarik, me mënyrat e pagesës që pranon Qiradhënësi. Qiraja për një muaj të parë ose të fundit që nuk është muaj i plotë kalendarik llogaritet në përpjesëtim me ditët.`,
        `Qiraja që nuk është marrë plotësisht ${v.graceDays} ditë pas datës së afatit (periudha e faljes) konsiderohet e vonuar. Kamata e vonesës sipas rregullave të qirasë të Qiradhënësit: ${v.lateFee}, e aplikuar vetëm kur dhe deri në masën që e lejon ligji në fuqi. Qiramarrësi mbetet përgjegjës për çdo shumë të papaguar. Vonesat e përsëritura në pagesë përbëjnë shkelje të kësaj Kontrate.`,
      ],
    },
    deposit: {
      heading: 'Depozita e garancisë',
      paragraphs: (v) =>
        v.deposit === null
          ? ['Kjo Kontratë nuk kërkon depozitë garancie.']
          : [
              `Qiramarrësi paguan një depozitë garancie prej ${v.deposit} jo më vonë se fillimi i qirasë. Depozita garanton përmbushjen e detyrimeve të Qiramarrësit sipas kësaj Kontrate dhe nuk është parapagim i qirasë; Qiramarrësi nuk mund ta përdorë atë si qiranë e muajit të fundit.`,
              'Brenda afatit që parashikon ligji në fuqi pasi Qiramarrësi ka liruar Banesën dhe ka dorëzuar çelësat, Qiradhënësi e kthen depozitën, pasi zbret shumat e mbajtura ligjërisht për qira të papaguar ose për dëme përtej konsumimit normal, së bashku me një pasqyrë të detajuar të çdo zbritjeje.',
            ],
    },
    use: {
      heading: 'Përdorimi i banesës',
      paragraphs: () => [
        'Banesa përdoret vetëm si vendbanim privat i Qiramarrësit dhe i anëtarëve të familjes së tij. Qiramarrësi nuk mund ta nënqirajë Banesën, t’ia kalojë këtë Kontratë dikujt tjetër ose të ushtrojë në Banesë veprimtari të hapur për publikun pa pëlqimin paraprak me shkrim të Qiradhënësit.',
        'Qiramarrësi respekton ligjin dhe rregulloren e ndërtesës, nuk e përdor Banesën për qëllime të paligjshme dhe nuk e prish qetësinë e fqinjëve në banesat e tyre.',
      ],
    },
    houseRules: {
      heading: 'Rregullat e shtëpisë',
      intro: 'Qiramarrësi, anëtarët e familjes së tij dhe mysafirët respektojnë rregullat e mëposhtme:',
      rules: [
        'Orët e qetësisë janë nga ora 22:00 deri në 07:00.',
        'Ndalohet duhanpirja brenda Banesës dhe në hapësirat e përbashkëta.',
        'Kafshët shtëpiake lejohen vetëm me pëlqimin paraprak me shkrim të Qiradhënësit.',
        'Hapësirat e përbashkëta, shkallët dhe daljet mbahen të lira; mbeturinat ndahen dhe hidhen në kontejnerët e caktuar.',
        'Nuk lejohen ndryshime, lyerje, ndërrim bravash apo instalime pa pëlqimin paraprak me shkrim të Qiradhënësit.',
        'Në Banesë nuk mbahen lëndë të rrezikshme ose të djegshme përtej sasive të zakonshme për përdorim shtëpiak.',
      ],
    },
    maintenance: {
      heading: 'Mirëmbajtja dhe riparimet',
      paragraphs: () => [
        'Qiramarrësi e mban Banesën të pastër dhe në gjendje të mirë, i përdor pajisjet me kujdes dhe i njofton menjëherë Qiradhënësit çdo defekt, rrjedhje ose dëm.',
        'Qiradhënësi e mban Banesën të banueshme dhe kryen, brenda një afati të arsyeshëm pasi njoftohet, riparimet që nuk janë përgjegjësi e Qiramarrësit. Qiramarrësi paguan riparimin e dëmeve të shkaktuara prej tij, anëtarëve të familjes së tij ose mysafirëve, përtej konsumimit normal.',
      ],
    },
    entry: {
      heading: 'Hyrja e qiradhënësit',
      paragraphs: () => [
        'Qiradhënësi mund të hyjë në Banesë në orare të arsyeshme për ta inspektuar, për të kryer riparime ose për ta treguar te qiramarrës apo blerës të mundshëm, pasi ta ketë njoftuar Qiramarrësin të paktën 24 orë përpara, ose më herët nëse e kërkon ligji në fuqi. Në rast emergjence që rrezikon njerëz ose pasuri, Qiradhënësi mund të hyjë pa njoftim paraprak.',
      ],
    },
    termination: {
      heading: 'Zgjidhja e kontratës',
      paragraphs: () => [
        'Kjo Kontratë përfundon në ditën e fundit të afatit, përveç rasteve kur rinovohet ose zgjatet me shkrim. Secila palë mund ta zgjidhë para afatit vetëm me marrëveshje me shkrim të të dyja palëve ose në rastet që lejon ligji në fuqi.',
        'Nëse Qiramarrësi nuk paguan qiranë ose shkel në mënyrë thelbësore këtë Kontratë dhe nuk e ndreq shkeljen pas një njoftimi me shkrim, Qiradhënësi mund ta zgjidhë Kontratën në mënyrën që lejon ligji në fuqi.',
        'Në përfundim të qirasë, Qiramarrësi e liron Banesën, e lë të pastër dhe në gjendjen në të cilën e ka marrë, përveç konsumimit normal, dhe i dorëzon Qiradhënësit të gjithë çelësat.',
      ],
    },
    general: {
      heading: 'Dispozita të përgjithshme',
      paragraphs: () => [
        'Kjo Kontratë rregullohet nga ligji i vendit ku ndodhet Banesa. Nëse ndonjë dispozitë e saj shpallet e pavlefshme, dispozitat e tjera mbeten në fuqi.',
        'Kjo Kontratë përbën marrëveshjen e plotë ndërmjet palëve për qiranë. Çdo ndryshim bëhet me shkrim dhe me pëlqimin e të dyja palëve. Njoftimet sipas kësaj Kontrate jepen me shkrim, përfshirë me email në adresat e mësipërme.',
        'Palët bien dakord ta nënshkruajnë këtë Kontratë në mënyrë elektronike; nënshkrimet elektronike dhe kopja e nënshkruar elektronikisht kanë të njëjtën vlerë si nënshkrimet me dorë në një origjinal në letër.',
      ],
    },
    additionalClauses: 'Kushte shtesë',
    signatures: {
      heading: 'Nënshkrimet',
      paragraphs: () => [
        'Me nënshkrimin e saj, secila palë konfirmon se e ka lexuar dhe e pranon këtë Kontratë. Nënshkrimet e palëve, me datën dhe orën e secilit, ndodhen në faqen e nënshkrimeve bashkëngjitur këtij dokumenti.',
      ],
    },
  },
};
