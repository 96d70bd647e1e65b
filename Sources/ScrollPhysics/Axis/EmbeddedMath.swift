#if hasFeature(Embedded)
// Built as Embedded Swift (the C library, `./run.sh c-library`) the C library's math
// module is not imported: the functions the physics uses, from libm by their C names.
@_extern(c, "exp") func exp(_ x: Double) -> Double
@_extern(c, "exp2") func exp2(_ x: Double) -> Double
@_extern(c, "log") func log(_ x: Double) -> Double
@_extern(c, "log2") func log2(_ x: Double) -> Double
@_extern(c, "atan2") func atan2(_ y: Double, _ x: Double) -> Double
#endif
