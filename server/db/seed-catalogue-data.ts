/** Demo categories, parents first: Code, Name, ParentCode, GST, Description. */
export const DEMO_CATEGORIES_CSV = `Code,Name,ParentCode,GST,Description
OFF,Office Supplies,,18,"Paper, stationery and desk essentials"
OFF-PAP,Paper,OFF,12,Printing and writing paper
OFF-PAP-COP,Copier Paper,OFF-PAP,12,A4 and A3 multipurpose copier paper
OFF-WRI,Writing Instruments,OFF,18,"Pens, markers and highlighters"
ELE,Electrical,,18,Electrical consumables for facilities and sites
ELE-CAB,Cables,ELE,18,House wiring and flexible cables
ELE-LGT,Lighting,ELE,12,LED lamps and fittings
SAF,Safety,,12,Safety equipment for warehouse and site staff
SAF-PPE,PPE,SAF,12,Personal protective equipment
SAF-PPE-GLV,Gloves,SAF-PPE,12,Work and chemical-resistant gloves
PKG,Packaging,,18,Packing material for dispatch
PKG-BOX,Corrugated Boxes,PKG,12,Shipping cartons in standard sizes
CLN,Housekeeping,,10,Cleaning and hygiene supplies
`

/** Demo products in the import CSV format, plus how many generated images each gets. */
export const DEMO_PRODUCTS_CSV = `SKU,Name,Description,CategoryCode,Price,CostPrice,Stock,ReorderLevel,DeliveryLeadTime,UnitsofMeasurement,TaxPercentage,Status,Currency,ImageCount
COP-A4-75,A4 Copier Paper 75 GSM (500 sheets),Bright white multipurpose paper for laser and inkjet printers,OFF-PAP-COP,245.00,198.00,420,100,3,boxes,12,Active,INR,2
COP-A4-80,A4 Copier Paper 80 GSM (500 sheets),Heavier paper for double-sided printing,OFF-PAP-COP,289.50,231.00,260,80,3,boxes,12,Active,INR,1
COP-A3-75,A3 Copier Paper 75 GSM (500 sheets),Large-format paper for drawings and charts,OFF-PAP-COP,520.00,430.00,60,20,5,boxes,12,Active,INR,1
PAP-NB-200,Spiral Notebook A5 200 Pages,Ruled notebook with a durable cover,OFF-PAP,85.00,62.00,540,150,4,pieces,12,Active,INR,1
PAP-STK-3X3,Sticky Notes 3x3 in (100 sheets),Yellow repositionable notes,OFF-PAP,45.00,30.00,800,200,4,pieces,12,Active,INR,1
WRI-BP-BLU,Ball Pen Blue (box of 50),Smooth 0.7 mm ball pens,OFF-WRI,250.00,185.00,150,40,2,boxes,18,Active,INR,2
WRI-GEL-BLK,Gel Pen Black,Quick-drying 0.5 mm gel pen,OFF-WRI,20.00,13.50,1200,300,2,pieces,18,Active,INR,1
WRI-HL-4C,Highlighter Set (4 colours),Chisel-tip fluorescent highlighters,OFF-WRI,120.00,88.00,230,60,2,boxes,18,Active,INR,1
WRI-WBM-BLK,Whiteboard Marker Black,Low-odour dry-erase marker,OFF-WRI,35.00,24.00,0,100,6,pieces,18,Inactive,INR,1
CAB-FR-1.5,FR Copper Wire 1.5 sq mm (90 m),Flame-retardant single-core house wire,ELE-CAB,1450.00,1210.00,75,20,7,boxes,18,Active,INR,2
CAB-FR-2.5,FR Copper Wire 2.5 sq mm (90 m),Flame-retardant wire for power circuits,ELE-CAB,2280.00,1905.00,48,15,7,boxes,18,Active,INR,1
CAB-LAN-C6,Cat 6 LAN Cable (305 m),Unshielded twisted pair network cable,ELE-CAB,7800.00,6650.00,12,4,10,boxes,18,Active,INR,1
CAB-EXT-4M,Extension Board 4 Socket (4 m),Surge-protected board with switch,ELE-CAB,640.00,505.00,95,25,5,pieces,18,Active,INR,1
LGT-LED-9W,LED Bulb 9 W Cool Day Light,B22 base LED bulb,ELE-LGT,95.00,68.00,600,150,4,pieces,12,Active,INR,2
LGT-TUBE-20W,LED Batten 20 W (4 ft),Slim batten for offices and corridors,ELE-LGT,340.00,262.00,180,40,6,pieces,12,Active,INR,1
LGT-FLOOD-50W,LED Flood Light 50 W,IP65 outdoor flood light,ELE-LGT,1350.00,1080.00,22,10,10,pieces,12,Active,INR,1
PPE-HLM-WHT,Safety Helmet White,ISI-marked HDPE helmet with ratchet,SAF-PPE,210.00,155.00,140,40,5,pieces,12,Active,INR,2
PPE-VEST-ORG,Reflective Safety Vest Orange,High-visibility vest with two bands,SAF-PPE,150.00,104.00,210,50,5,pieces,12,Active,INR,1
PPE-GOG-CLR,Safety Goggles Clear,Anti-fog polycarbonate goggles,SAF-PPE,180.00,128.00,8,30,7,pieces,12,Active,INR,1
GLV-NIT-M,Nitrile Gloves Medium (box of 100),Powder-free disposable gloves,SAF-PPE-GLV,480.00,372.00,90,30,6,boxes,12,Active,INR,2
GLV-COT-L,Cotton Knitted Gloves Large,Reusable general-purpose work gloves,SAF-PPE-GLV,28.00,19.00,950,250,4,pieces,12,Active,INR,1
GLV-CUT-L,Cut-Resistant Gloves Level 5,HPPE gloves for sheet-metal handling,SAF-PPE-GLV,395.00,300.00,35,20,12,pieces,12,Archived,INR,1
BOX-3PLY-S,3-Ply Corrugated Box 10x8x6 in,Light-duty shipping carton,PKG-BOX,18.00,12.50,2400,500,5,pieces,12,Active,INR,1
BOX-5PLY-L,5-Ply Corrugated Box 18x12x12 in,Heavy-duty shipping carton,PKG-BOX,62.00,45.00,900,200,5,pieces,12,Active,INR,2
PKG-TAPE-BRN,BOPP Tape Brown 48 mm x 65 m,Carton sealing tape,PKG,42.00,29.00,1100,300,3,pieces,18,Active,INR,1
PKG-BUB-1M,Bubble Wrap Roll 1 m x 100 m,Air-bubble cushioning roll,PKG,1150.00,905.00,30,10,6,pieces,18,Active,INR,1
PKG-STRP-12,PP Strapping Roll 12 mm,Polypropylene strapping for pallets,PKG,780.00,615.00,40,12,8,pieces,18,Active,INR,1
CLN-FLR-5L,Floor Cleaner 5 L,Pine-scented disinfectant floor cleaner,CLN,520.00,398.00,70,20,4,pieces,10,Active,INR,1
CLN-HWSH-5L,Hand Wash Refill 5 L,Mild liquid hand wash,CLN,460.00,350.00,55,20,4,pieces,10,Active,INR,1
CLN-TISS-100,Tissue Roll 2-Ply (pack of 10),Soft toilet tissue rolls,CLN,310.00,236.00,160,50,3,boxes,10,Active,INR,1
`
